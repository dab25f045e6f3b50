/**
 * The demo store's pages: about, contact (with the contact form), FAQ and order tracking. Every
 * `/pages/…` link of the seeded menus has a page here.
 */
import type { FaqEntry } from '../../tables/pages';

const para = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export interface SeedPage {
  handle: string;
  title: string;
  body: string;
  template: 'page' | 'contact' | 'faq';
  faq?: FaqEntry[];
}

export const seedPages: SeedPage[] = [
  {
    handle: 'about',
    title: 'Our story',
    template: 'page',
    body: para(
      'Vitrine Supply Co. started in 2016 as a market stall selling mugs from a single kiln. Today we work with twelve small workshops across Europe and Japan, and we still visit every one of them each season.',
      'We make fewer things, better: natural fibres, repairable shoes, glazes that age well. Everything we sell is something we would keep for a decade.',
      'Our studio packs every order by hand in recycled paper. Questions? <a href="/pages/contact">Write to us</a> — a real person answers within a working day.',
    ),
  },
  {
    handle: 'contact',
    title: 'Contact us',
    template: 'contact',
    body: para(
      'Email hello@vitrine.example or use the form below. We answer every message within one working day, Monday to Friday, 9 am – 5 pm.',
      'For returns, please include your order number.',
    ),
  },
  {
    handle: 'faq',
    title: 'Frequently asked questions',
    template: 'faq',
    body: para(
      'The questions we hear most often. Can’t find yours? <a href="/pages/contact">Contact us</a>.',
    ),
    faq: [
      {
        question: 'How long does delivery take?',
        answer: para(
          'Orders placed before 1 pm on a working day leave the same day. Standard delivery takes 2–4 working days; express arrives the next working day. See our <a href="/policies/shipping-policy">shipping policy</a>.',
        ),
      },
      {
        question: 'Can I return something?',
        answer: para(
          'Yes: unworn items with their tags within 30 days of delivery, for a full refund. Our <a href="/policies/refund-policy">refund policy</a> has the details.',
        ),
      },
      {
        question: 'Do you ship internationally?',
        answer: para('We deliver to more than 40 countries; duties are shown at checkout.'),
      },
      {
        question: 'Which payment methods do you accept?',
        answer: para('All major cards, PayPal and, in some countries, pay-later options.'),
      },
    ],
  },
  {
    handle: 'track-order',
    title: 'Track your order',
    template: 'page',
    body: para(
      'As soon as your parcel leaves our studio we email you a tracking link. Keep your order number handy: it is in your confirmation email and on your thank-you page.',
      'No email after two working days? <a href="/pages/contact">Contact us</a> with your order number and we will look it up.',
    ),
  },
];
