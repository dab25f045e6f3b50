/**
 * The content sections: a merchant page with the contact form or the FAQ, the policies index, a
 * newsletter step, the footer's signup and the consent banner.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import ConsentSection from '../../pages/sections/consent/Section';
import { schema as consentSchema } from '../../pages/sections/consent/schema';
import MainPage from '../../pages/sections/main-page/Section';
import { schema as mainPageSchema } from '../../pages/sections/main-page/schema';
import NewsletterSection from '../../pages/sections/newsletter/Section';
import { schema as newsletterSchema } from '../../pages/sections/newsletter/schema';
import { renderSection, sectionParameters } from './sectionStory';

const meta = {
  title: 'Sections/Content',
  parameters: sectionParameters,
  tags: ['visual-two-themes'],
} satisfies Meta;
export default meta;

export const ContactPage: StoryObj = {
  render: (_, context) =>
    renderSection(
      MainPage,
      mainPageSchema,
      {
        data: {
          kind: 'page',
          title: 'Contact us',
          bodyHtml:
            '<p>Questions about an order or a product? Write to us and we will answer within a day.</p>',
          template: 'contact',
          faq: [],
        },
      },
      context,
    ),
};

export const FaqPage: StoryObj = {
  render: (_, context) =>
    renderSection(
      MainPage,
      mainPageSchema,
      {
        settings: { faqOpenFirst: true },
        data: {
          kind: 'page',
          title: 'Frequently asked questions',
          bodyHtml: '',
          template: 'faq',
          faq: [
            { question: 'How long does shipping take?', answerHtml: '<p>Two to five working days.</p>' },
            { question: 'Can I return an item?', answerHtml: '<p>Yes, within 30 days, unworn.</p>' },
            { question: 'Do you ship abroad?', answerHtml: '<p>To most of Europe and North America.</p>' },
          ],
        },
      },
      context,
    ),
};

export const PoliciesIndex: StoryObj = {
  render: (_, context) =>
    renderSection(
      MainPage,
      mainPageSchema,
      {
        data: {
          kind: 'policies',
          policies: [
            { title: 'Privacy policy', path: '/policies/privacy-policy' },
            { title: 'Refund policy', path: '/policies/refund-policy' },
            { title: 'Shipping policy', path: '/policies/shipping-policy' },
            { title: 'Terms of service', path: '/policies/terms-of-service' },
          ],
        },
      },
      context,
    ),
};

export const NewsletterPending: StoryObj = {
  render: (_, context) =>
    renderSection(
      MainPage,
      mainPageSchema,
      { data: { kind: 'newsletter', step: 'pending', token: '' } },
      context,
    ),
};

export const NewsletterSignup: StoryObj = {
  render: (_, context) => renderSection(NewsletterSection, newsletterSchema, {}, context),
};

export const ConsentBanner: StoryObj = {
  parameters: { layout: 'fullscreen' },
  render: (_, context) =>
    renderSection(
      ConsentSection,
      consentSchema,
      { data: { ask: true, analytics: false, marketing: false, returnTo: '/' } },
      context,
    ),
};
