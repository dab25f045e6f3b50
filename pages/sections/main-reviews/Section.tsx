import { type FormEvent, useState } from 'react';
import { Link, useActionData, useFetcher, useLocation } from 'react-router';
import {
  Button,
  Heading,
  Inline,
  InlineNotice,
  Pagination,
  RatingSummary,
  type ReviewField,
  ReviewForm,
  ReviewList,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../components';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { withReviewsMessages } from './messages';
import type { ReviewActionResult, ReviewsPageModel } from './model';
import { reviewsHref } from './query';
import type { schema } from './schema';

const FORM_ANCHOR = 'write-review';

/**
 * A product's reviews page: the average and the spread, the list (10 a page, filtered by rating or
 * to those with photos), and the write-a-review form. The form posts as a plain multipart form
 * without JavaScript; with it, it is checked here first and sent without leaving the page.
 */
const MainReviewsContent = ({ data, settings }: SectionProps<typeof schema, ReviewsPageModel | null>) => {
  const intl = useIntl();
  const location = useLocation();
  const fetcher = useFetcher<ReviewActionResult>();
  const posted = useActionData<ReviewActionResult>();
  const [checked, setChecked] = useState<Partial<Record<ReviewField, string>> | null>(null);
  if (!data) return null;
  const { product, filter } = data;
  const result = fetcher.data ?? posted;
  // After a no-JavaScript post the action redirects here with `?sent=pending|published`.
  const sent = new URLSearchParams(location.search).get('sent');
  const done = result?.ok ? result.status : sent === 'pending' || sent === 'published' ? sent : null;
  const translate = (ids: Partial<Record<ReviewField, string>>) =>
    Object.fromEntries(Object.entries(ids).map(([field, id]) => [field, intl.formatMessage({ id })]));
  const errors = checked ? translate(checked) : result && !result.ok ? translate(result.errors) : undefined;
  const values = result && !result.ok ? result.values : undefined;
  const basePath = `${product.path}/reviews`;
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const anyReviews = Object.values(data.distribution).some((n) => n > 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The rules (zod) load when the shopper sends, not with the page: reading reviews needs none.
    const { checkReviewForm } = await import('./checkReview');
    const problems = checkReviewForm(form);
    if (problems) {
      setChecked(problems);
      return;
    }
    setChecked(null);
    form.set('_js', '1');
    fetcher.submit(form, { method: 'post', action: basePath, encType: 'multipart/form-data' });
  };

  return (
    <SectionShell labelledBy="reviews-title">
      <Stack space="xlarge">
        <Stack space="xsmall">
          <Text size="small">
            <Link to={product.path}>{product.title}</Link>
          </Text>
          <Heading level="2" as="h1" id="reviews-title">
            <FormattedMessage id="reviews.page.title" values={{ product: product.title }} />
          </Heading>
        </Stack>
        {/* Names the list the review titles (h3) sit in. */}
        <VisuallyHidden>
          <h2>
            <FormattedMessage id="product.reviews.heading" />
          </h2>
        </VisuallyHidden>
        {anyReviews ? (
          <RatingSummary
            average={data.average}
            distribution={data.distribution}
            ratingHref={(rating) => reviewsHref(basePath, { rating, withPhotos: filter.withPhotos })}
            activeRating={filter.rating ?? undefined}
          />
        ) : null}
        {anyReviews ? (
          <nav aria-label={intl.formatMessage({ id: 'reviews.filter.label' })}>
            <Inline space="xsmall">
              <Button
                href={reviewsHref(basePath, { rating: null, withPhotos: false })}
                variant={!filter.rating && !filter.withPhotos ? 'solid' : 'soft'}
                size="small"
                aria-current={!filter.rating && !filter.withPhotos ? 'page' : undefined}
              >
                <FormattedMessage id="reviews.filter.all" />
              </Button>
              <Button
                href={reviewsHref(basePath, { rating: filter.rating, withPhotos: !filter.withPhotos })}
                variant={filter.withPhotos ? 'solid' : 'soft'}
                size="small"
                aria-current={filter.withPhotos ? 'true' : undefined}
              >
                <FormattedMessage id="reviews.filter.withPhotos" />
              </Button>
            </Inline>
          </nav>
        ) : null}
        {data.reviews.length > 0 ? (
          <ReviewList reviews={data.reviews} titleLevel="3" />
        ) : (
          <Text tone="secondary">
            <FormattedMessage id={anyReviews ? 'reviews.emptyFiltered' : 'reviews.empty'} />
          </Text>
        )}
        {pageCount > 1 ? (
          <Pagination
            page={data.page}
            pageCount={pageCount}
            getHref={(page) => reviewsHref(basePath, filter, page)}
          />
        ) : null}
        <Stack space="medium">
          <Heading level="2" id={FORM_ANCHOR}>
            <FormattedMessage id="reviews.form.heading" />
          </Heading>
          {!data.open ? (
            <Text tone="secondary">
              <FormattedMessage id="reviews.closed" />
            </Text>
          ) : done ? (
            <InlineNotice tone="success">
              <FormattedMessage
                id={done === 'published' ? 'reviews.sent.published' : 'reviews.sent.pending'}
              />
            </InlineNotice>
          ) : settings.showForm ? (
            <>
              {result && !result.ok && result.message ? (
                <InlineNotice tone="error">{intl.formatMessage({ id: result.message })}</InlineNotice>
              ) : null}
              <ReviewForm
                action={basePath}
                productId={product.id}
                values={values}
                errors={errors}
                submitting={fetcher.state !== 'idle'}
                onSubmit={submit}
              />
            </>
          ) : null}
        </Stack>
      </Stack>
    </SectionShell>
  );
};

export const MainReviews = withReviewsMessages(MainReviewsContent);

export default MainReviews;
