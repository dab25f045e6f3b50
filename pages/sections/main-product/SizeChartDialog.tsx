/**
 * The size chart in a dialog. Its own module so Radix Dialog's code loads only when a shopper
 * opens the chart (ARCHITECTURE: dialogs load lazily, product page JS budget).
 */
import type { SizeChartResponse } from '../../../api/content';
import { Dialog, Stack, Text, visuallyHidden } from '../../../components';
import { sanitizeRichText } from '../../layout/richText';
import { RichText } from '../shared';
import * as styles from './mainProduct.css';

export type SizeChart = NonNullable<SizeChartResponse['data']>;

export interface SizeChartDialogProps {
  chart: SizeChart;
  unitNote: string;
  onOpenChange: (open: boolean) => void;
}

/** Opens as soon as it mounts; closing unmounts it through `onOpenChange(false)`. */
export const SizeChartDialog = ({ chart, unitNote, onOpenChange }: SizeChartDialogProps) => (
  <Dialog title={chart.title} width="search" open onOpenChange={onOpenChange}>
    <Stack space="medium">
      {chart.description ? <RichText html={sanitizeRichText(chart.description)} /> : null}
      {/* A wide chart scrolls sideways inside its own region (keyboard-reachable), never the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
      <section className={styles.sizeTableScroll} aria-label={chart.title} tabIndex={0}>
        <table className={styles.sizeTable}>
          <caption className={visuallyHidden}>{chart.title}</caption>
          <thead>
            <tr>
              {chart.table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={chart.table.columns[index] ?? index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={chart.table.columns[index] ?? index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Text size="small" tone="secondary">
        {unitNote}
      </Text>
    </Stack>
  </Dialog>
);
