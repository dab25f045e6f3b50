import type { SectionLoadArgs } from '../../layout/types';
import type { MainPageData } from './model';
import type { schema } from './schema';

/** The route's page resource as the section's view model. */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<MainPageData> => {
  const { page } = context;
  switch (page.kind) {
    case 'page':
      return {
        kind: 'page',
        title: page.page.title,
        bodyHtml: page.page.body,
        template: page.page.template,
        faq: page.page.faq.map((entry) => ({ question: entry.question, answerHtml: entry.answer })),
      };
    case 'policies':
      return { kind: 'policies', policies: page.policies.map((p) => ({ title: p.title, path: p.path })) };
    case 'newsletter':
      return { kind: 'newsletter', step: page.step, token: page.token };
    default:
      throw new Error(`main-page cannot show a ${page.kind} page`);
  }
};
