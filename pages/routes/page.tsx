import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { StoreApiError } from '../../api/client';
import { contactMessageSchema } from '../../lib/validation/contactForm';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, plainText, seoMeta } from '../loaders/seo';
import { checkForm, formAnswer, formValues } from '../sections/main-page/formAction.server';
import { newsletterAction, newsletterPage } from '../sections/main-page/newsletter.server';

/**
 * `/pages/:handle`: a merchant page; FAQ pages also carry FAQPage JSON-LD. `/pages/newsletter` is
 * the newsletter's steps (sections/main-page/newsletter.server.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  if (args.params.handle === 'newsletter') return newsletterPage(args, ctx);
  const page = await orNotFound(ctx.store.pages.get(args.params.handle ?? ''));
  const faqJsonLd =
    page.template === 'faq' && page.faq.length > 0
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: page.faq.map((entry) => ({
              '@type': 'Question',
              name: entry.question,
              acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer, 1000) },
            })),
          },
        ]
      : [];
  return templatePage(args, ctx, {
    template: 'page',
    page: { kind: 'page', page },
    cache: CATALOGUE_CACHE,
    seo: {
      title: page.title,
      description: plainText(page.body),
      canonical: `${requestOrigin(args.request)}${page.path}`,
      jsonLd: faqJsonLd,
    },
  });
}

/** The contact form (or, on `/pages/newsletter`, the signup and confirm forms): validated with lib/validation, then `POST /api/contacts`. */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  if (args.params.handle === 'newsletter') return newsletterAction(args, form);
  const values = formValues(form, ['name', 'email', 'message']);
  const checked = checkForm('contact', contactMessageSchema, values);
  if (!checked.ok) return checked.answer;
  const store = storeClientFor(await storeTransport(context), request, requestLocale(request).locale);
  try {
    await store.contacts.create(checked.value);
  } catch (error) {
    // Over the store's limit: the form again with the values and the reason (nothing is lost).
    if (error instanceof StoreApiError && error.status === 429)
      return formAnswer(
        { form: 'contact', ok: false, errors: { form: 'contact.tooManyRequests' }, values },
        429,
      );
    throw error;
  }
  return formAnswer({ form: 'contact', ok: true, errors: {}, values: {} });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;

/** A cart change does not reload this route's data (pages/cart/revalidate.ts). */
