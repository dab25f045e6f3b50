import { Heading, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { sanitizeRichText } from '../../layout/richText';
import { mediaImage, RichText, SectionShell } from '../shared';
import * as blogStyles from './blog.css';
import type { MainArticleData } from './model';
import { PostGrid } from './PostGrid';

/** A blog post: its collections, title, byline, image and body; then recommended and recent posts. */
export const Article = ({
  data,
  showRecent,
  showRecommended,
}: {
  data: MainArticleData;
  showRecent: boolean;
  showRecommended: boolean;
}) => {
  const intl = useIntl();
  return (
    <div className={blogStyles.blog}>
      <SectionShell narrow labelledBy="article-title">
        <article>
          <Stack space="large">
            <Stack space="small">
              <Text size="small">
                <a href="/blogs">{intl.formatMessage({ id: 'blog.title' })}</a>
                {data.collections.map((c) => (
                  <span key={c.href}>
                    {' · '}
                    <a href={c.href}>{c.title}</a>
                  </span>
                ))}
              </Text>
              <Heading level="1" id="article-title">
                {data.title}
              </Heading>
              <span data-meta="">
                {intl.formatMessage(
                  { id: 'blog.byline' },
                  {
                    date: intl.formatDate(data.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' }),
                    author: data.author,
                  },
                )}
              </span>
            </Stack>
            {data.image ? (
              <img
                {...mediaImage(data.image.url, '(min-width: 750px) 720px, 100vw')}
                alt={data.image.alt}
                width={data.image.width ?? undefined}
                height={data.image.height ?? undefined}
                fetchPriority="high"
              />
            ) : null}
            <RichText html={sanitizeRichText(data.contentHtml)} />
          </Stack>
        </article>
      </SectionShell>
      {showRecommended ? (
        <SectionShell labelledBy="article-recommended">
          <Stack space="medium">
            <Heading level="2" id="article-recommended">
              {intl.formatMessage({ id: 'blog.recommended' })}
            </Heading>
            <PostGrid
              posts={data.recommended}
              columns={4}
              showExcerpt={false}
              label={intl.formatMessage({ id: 'blog.recommended' })}
            />
          </Stack>
        </SectionShell>
      ) : null}
      {showRecent ? (
        <SectionShell labelledBy="article-recent">
          <Stack space="medium">
            <Heading level="2" id="article-recent">
              {intl.formatMessage({ id: 'blog.recent' })}
            </Heading>
            <PostGrid
              posts={data.recent}
              columns={4}
              showExcerpt={false}
              label={intl.formatMessage({ id: 'blog.recent' })}
            />
          </Stack>
        </SectionShell>
      ) : null}
    </div>
  );
};
