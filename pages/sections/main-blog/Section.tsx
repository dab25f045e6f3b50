import { Heading, Pagination, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { withContentMessages } from '../main-page/ContentMessages';
import { SectionShell } from '../shared';
import { Article } from './Article';
import * as styles from './blog.css';
import type { MainBlogData } from './model';
import { FailNotice, PostGrid } from './PostGrid';
import type { schema } from './schema';

/**
 * The blog home (collections, preferred posts), one collection's posts (paged with `?page=`) or a
 * post with recommended and recent posts.
 */
export const MainBlogSection = ({ settings, data }: SectionProps<typeof schema, MainBlogData>) => {
  const intl = useIntl();
  if (data.kind === 'article')
    return (
      <Article data={data} showRecent={settings.showRecent} showRecommended={settings.showRecommended} />
    );
  if (data.kind === 'home')
    return (
      <SectionShell labelledBy="blog-title">
        <div className={styles.blog}>
          <Stack space="xlarge">
            <Heading level="1" id="blog-title">
              {intl.formatMessage({ id: 'blog.title' })}
            </Heading>
            <nav aria-label={intl.formatMessage({ id: 'blog.collections' })}>
              {data.collections.ok ? (
                <ul>
                  {data.collections.items.map((collection) => (
                    <li key={collection.handle}>
                      <a href={collection.href}>
                        {intl.formatMessage(
                          { id: 'blog.collectionLink' },
                          { title: collection.title, count: collection.postsCount },
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <FailNotice failMessage={data.collections.failMessage} />
              )}
            </nav>
            <Stack space="medium">
              <Heading level="2">{intl.formatMessage({ id: 'blog.preferred' })}</Heading>
              <PostGrid
                posts={data.preferred}
                columns={settings.columns}
                showExcerpt={settings.showExcerpt}
                label={intl.formatMessage({ id: 'blog.preferred' })}
                headingLevel="3"
              />
            </Stack>
          </Stack>
        </div>
      </SectionShell>
    );
  return (
    <SectionShell labelledBy="blog-title">
      <div className={styles.blog}>
        <Stack space="xlarge">
          <Stack space="small">
            <Text size="small">
              <a href="/blogs">{intl.formatMessage({ id: 'blog.title' })}</a>
            </Text>
            <Heading level="1" id="blog-title">
              {data.title}
            </Heading>
            {data.description ? <Text tone="secondary">{data.description}</Text> : null}
          </Stack>
          <PostGrid
            posts={data.posts}
            columns={settings.columns}
            showExcerpt={settings.showExcerpt}
            label={data.title}
          />
          {data.pageCount > 1 ? (
            <Pagination
              page={data.page}
              pageCount={data.pageCount}
              getHref={(page) => (page === 1 ? data.path : `${data.path}?page=${page}`)}
            />
          ) : null}
        </Stack>
      </div>
    </SectionShell>
  );
};

export default withContentMessages(MainBlogSection);
