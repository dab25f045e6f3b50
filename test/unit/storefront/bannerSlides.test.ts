import { describe, expect, it } from 'vitest';
import { storeCarousel } from '../../../pages/sections/image-banner/bannerSlides';

describe('storeCarousel', () => {
  it('reads the store carousel document into slides, opacity as a percentage', () => {
    const carousel = storeCarousel({
      interval: 5,
      hide_type: 'arrow',
      items: [
        {
          image: '/media/banner/olive_hoodie.png',
          image_url_object: { url: '/media/banner/olive_hoodie.png', width: 2000, height: 875 },
          title: 'The fleece edit',
          description: '',
          button_text: 'Shop hoodies',
          button_url: '/collections/apparel',
          overlay_opacity: 0.15,
          text_color: '#1c1c1e',
        },
      ],
    });
    expect(carousel).toEqual({
      interval: 5,
      controls: 'arrow',
      slides: [
        {
          id: 'store-0',
          src: '/media/banner/olive_hoodie.png',
          alt: '',
          width: 2000,
          height: 875,
          title: 'The fleece edit',
          description: undefined,
          buttonText: 'Shop hoodies',
          buttonUrl: '/collections/apparel',
          overlayOpacity: 15,
          textColor: '#1c1c1e',
        },
      ],
    });
  });

  it('skips malformed items and answers null when nothing usable is left', () => {
    expect(storeCarousel({ items: [{ title: 'no image' }, 'junk', null] })).toBeNull();
    expect(storeCarousel('not a document')).toBeNull();
    const one = storeCarousel({
      interval: 'soon',
      items: [{ image: '/media/banner/x_tee.png' }, { image: 3 }],
    });
    expect(one?.slides.map((slide) => slide.src)).toEqual(['/media/banner/x_tee.png']);
    expect(one).toMatchObject({ interval: 0, controls: null });
    expect(one?.slides[0]).toMatchObject({ width: 2000, height: 875 });
  });
});
