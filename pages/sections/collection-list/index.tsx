import type { WireCollection } from '../../../api/catalog';
import { Heading, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { Grid, mediaImage, SectionShell, sharedStyles as styles } from '../shared';
import { withListingMessages } from '../shared/listingMessages';

export const collectionListSchema = defineSection({
  type: 'collection-list',
  name: 'Collection list',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Collections' },
    { id: 'limit', type: 'number', label: 'Collections to show', default: 6, min: 1, max: 12 },
    { id: 'columns', type: 'number', label: 'Columns on desktop', default: 3, min: 1, max: 6 },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});

/** Collection tiles with image, title and product count. */
const CollectionListContent = ({
  id,
  settings,
  data,
}: SectionProps<typeof collectionListSchema, WireCollection[]>) => {
  const intl = useIntl();
  if (data.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <SectionShell tone={settings.tone} labelledBy={headingId}>
      <Stack space="large">
        <Heading level="2" id={headingId}>
          {settings.heading}
        </Heading>
        <Grid columns={settings.columns}>
          {data.map((collection) => (
            <li key={collection.id}>
              <a className={styles.tileLink} href={collection.path}>
                {collection.image ? (
                  <img
                    className={styles.mediaSquare}
                    {...mediaImage(
                      collection.image.url,
                      `(min-width: 768px) ${Math.ceil(100 / settings.columns)}vw, 50vw`,
                    )}
                    alt=""
                    width={1000}
                    height={1000}
                    loading="lazy"
                  />
                ) : (
                  <div className={styles.mediaSquare} />
                )}
                <Text weight="medium">{collection.title}</Text>
                <Text size="small" tone="secondary">
                  {intl.formatMessage({ id: 'collection.resultCount' }, { count: collection.products_count })}
                </Text>
              </a>
            </li>
          ))}
        </Grid>
      </Stack>
    </SectionShell>
  );
};

export const CollectionList = withListingMessages(CollectionListContent);

export const collectionList = defineSectionEntry({
  schema: collectionListSchema,
  component: CollectionList,
  // Not streamed: on venue's home it sits in the first view at 412 px, and a streamed section
  // grows from its placeholder to its tiles (0.09 CLS). A cached list read, it costs the first
  // byte nothing worth that.
  load: async ({ settings, context }) =>
    (await context.store.collections.list({ page_size: settings.limit })).data,
});
