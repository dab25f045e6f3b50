import { Heading, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { Grid, mediaImage } from '../shared';
import type { BlogPostCard, Listed } from './model';

/** The store's `failMessage` when a list could not be loaded: the rest of the page still shows. */
export const FailNotice = ({ failMessage }: { failMessage: string }) => {
  const intl = useIntl();
  return <p role="status">{intl.formatMessage({ id: 'blog.unavailable' }, { message: failMessage })}</p>;
};

/** Post cards (image, date and author, title, excerpt), each a link to its post. */
export const PostGrid = ({
  posts,
  columns,
  showExcerpt = true,
  label,
  headingLevel = '2',
}: {
  posts: Listed<BlogPostCard>;
  columns: number;
  showExcerpt?: boolean;
  label: string;
  headingLevel?: '2' | '3';
}) => {
  const intl = useIntl();
  if (!posts.ok) return <FailNotice failMessage={posts.failMessage} />;
  if (posts.items.length === 0)
    return <Text tone="secondary">{intl.formatMessage({ id: 'blog.empty' })}</Text>;
  return (
    <Grid columns={columns} mobileColumns={1} label={label}>
      {posts.items.map((post) => (
        <li key={post.href}>
          <article>
            {post.image ? (
              <img
                {...mediaImage(post.image.url, `(min-width: 750px) ${Math.round(100 / columns)}vw, 100vw`)}
                alt=""
                width={post.image.width ?? undefined}
                height={post.image.height ?? undefined}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span data-meta="">
              {intl.formatMessage(
                { id: 'blog.byline' },
                {
                  date: intl.formatDate(post.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' }),
                  author: post.author,
                },
              )}
            </span>
            <Heading level={headingLevel === '2' ? '3' : '4'} as={`h${headingLevel}`}>
              <a href={post.href}>{post.title}</a>
            </Heading>
            {showExcerpt && post.excerpt ? <Text tone="secondary">{post.excerpt}</Text> : null}
          </article>
        </li>
      ))}
    </Grid>
  );
};
