import { Button, Heading, Stack } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { mediaImage, RichText, SectionShell, sharedStyles as styles } from '../shared';

export const imageWithTextSchema = defineSection({
  type: 'image-with-text',
  name: 'Image with text',
  settings: [
    { id: 'image', type: 'image', label: 'Image' },
    { id: 'imageAlt', type: 'text', label: 'Image description', default: '' },
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'text', type: 'richtext', label: 'Text', default: '' },
    { id: 'buttonLabel', type: 'text', label: 'Button label', default: '' },
    { id: 'buttonLink', type: 'url', label: 'Button link', default: '' },
    {
      id: 'imagePosition',
      type: 'select',
      label: 'Image position on desktop',
      default: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});

/** An image beside a heading, text and a button; stacked on mobile, image first. */
export const ImageWithText = ({ id, settings, index }: SectionProps<typeof imageWithTextSchema>) => {
  const headingId = `${id}-heading`;
  return (
    <SectionShell tone={settings.tone} labelledBy={settings.heading ? headingId : undefined}>
      <div className={styles.twoColumns}>
        <Stack space="medium">
          {settings.heading ? (
            <Heading level="2" id={headingId}>
              {settings.heading}
            </Heading>
          ) : null}
          {settings.text ? <RichText html={settings.text} /> : null}
          {settings.buttonLabel && settings.buttonLink ? (
            <div>
              <Button href={settings.buttonLink} variant="solid" tone="brandAccent">
                {settings.buttonLabel}
              </Button>
            </div>
          ) : null}
        </Stack>
        {settings.image ? (
          <div
            className={settings.imagePosition === 'left' ? styles.imageFirstOnDesktop : undefined}
            style={{ gridRow: 1 }}
          >
            <img
              className={styles.wideImage}
              {...mediaImage(settings.image, '(min-width: 768px) 50vw, 100vw')}
              // The template's first section holds the LCP: fetch it at once.
              loading={index === 1 ? 'eager' : 'lazy'}
              fetchPriority={index === 1 ? 'high' : 'auto'}
              alt={settings.imageAlt}
              width={2000}
              height={875}
            />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
};

export const imageWithText = defineSectionEntry({ schema: imageWithTextSchema, component: ImageWithText });
