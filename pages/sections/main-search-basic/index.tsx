import { Button, Heading, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { Grid, ProductTile, SectionShell, sharedStyles as styles } from '../shared';

export const mainSearchBasicSchema = defineSection({
  type: 'main-search-basic',
  name: 'Search results (basic)',
  limit: 1,
  settings: [{ id: 'columns', type: 'number', label: 'Columns on desktop', default: 4, min: 2, max: 6 }],
});

/** A GET search form (works without JavaScript) and the results grid. */
export const MainSearchBasic = ({ settings, page }: SectionProps<typeof mainSearchBasicSchema>) => {
  if (page.kind !== 'search') return null;
  return (
    <SectionShell labelledBy="search-title">
      <Stack space="large">
        <Heading level="1" id="search-title">
          Search
        </Heading>
        <search>
          <form method="get" action="/search" className={styles.fieldRow}>
            <label htmlFor="search-q" style={{ flexBasis: '100%' }}>
              <Text weight="medium">Search our store</Text>
            </label>
            <input
              id="search-q"
              className={styles.input}
              type="search"
              name="q"
              defaultValue={page.q}
              maxLength={255}
            />
            <Button type="submit" variant="solid" tone="brandAccent">
              Search
            </Button>
          </form>
        </search>
        {page.results ? (
          <>
            <Text tone="secondary">
              {page.results.meta.total} results for “{page.q}”
            </Text>
            <Grid columns={settings.columns} label="Search results">
              {page.results.data.map((product) => (
                <ProductTile key={product.ID} product={product} headingLevel={2} />
              ))}
            </Grid>
          </>
        ) : null}
      </Stack>
    </SectionShell>
  );
};

export const mainSearchBasic = defineSectionEntry({
  schema: mainSearchBasicSchema,
  component: MainSearchBasic,
});
