import { Heading, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { Grid, mediaImage, SectionShell, sharedStyles as styles } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import type { CollectionSummary } from '../shared/productModel';
import type { schema } from './schema';

/** Collection tiles with image, title and product count. */
const CollectionListContent = ({ id, settings, data }: SectionProps<typeof schema, CollectionSummary[]>) => {
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
              <a className={styles.tileLink} href={collection.href}>
                {collection.imageSrc ? (
                  <img
                    className={styles.mediaSquare}
                    {...mediaImage(
                      collection.imageSrc,
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
                  {intl.formatMessage({ id: 'collection.resultCount' }, { count: collection.productsCount })}
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

export default CollectionList;
