/** The blog section: a collection's posts and a post page with its recent posts. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlogPostCard } from '../../pages/sections/main-blog/model';
import MainBlog from '../../pages/sections/main-blog/Section';
import { schema } from '../../pages/sections/main-blog/schema';
import { images } from '../components/catalogStoryFixtures';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Blog',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

const post = (title: string, url: string, day: number): BlogPostCard => ({
  title,
  excerpt: 'How we choose the materials, and how to keep them looking their best for years.',
  author: 'Mara Ellis',
  href: `/blogs/journal/${title.toLowerCase().replace(/\W+/g, '-')}`,
  image: { url, alt: '', width: 800, height: 800 },
  publishedAt: `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});

const posts = [
  post('Caring for stoneware', images.mug, 12),
  post('The lamp that started it all', images.lamp, 5),
  post('Packing light for the weekend', images.backpack, 1),
];

export const PostList: StoryObj = {
  render: (_, context) =>
    renderSection(
      MainBlog,
      schema,
      {
        data: {
          kind: 'collection',
          title: 'Journal',
          description: 'Stories from the workshop and notes on the things we make.',
          posts: { ok: true, items: posts },
          page: 1,
          pageCount: 2,
          path: '/blogs/journal',
        },
        path: '/blogs/journal',
      },
      context,
    ),
};

export const Post: StoryObj = {
  render: (_, context) =>
    renderSection(
      MainBlog,
      schema,
      {
        settings: { showRecommended: false },
        data: {
          kind: 'article',
          title: 'Caring for stoneware',
          author: 'Mara Ellis',
          publishedAt: '2026-10-12T09:00:00.000Z',
          contentHtml:
            '<p>Stoneware is fired hot, so it is tough: it goes in the dishwasher and the oven.</p><h2>Everyday care</h2><p>Avoid sudden changes of temperature, and it will last for decades.</p>',
          image: { url: images.mug, alt: 'A teal stoneware mug', width: 800, height: 800 },
          tags: ['Care', 'Kitchen'],
          collections: [{ title: 'Journal', href: '/blogs/journal' }],
          recent: { ok: true, items: posts.slice(1) },
          recommended: { ok: true, items: [] },
        },
        path: '/blogs/journal/caring-for-stoneware',
      },
      context,
    ),
};
