/**
 * The WCAG contrast of every text pair the theme contrast test knows (themes/contrastPairs.ts),
 * with the colours in force; pairs under AA come first, flagged.
 */
import type { PairCheck } from '../../themes/contrastPairs';
import * as styles from './ContrastReport.css';

export interface ContrastReportProps {
  checks: readonly PairCheck[];
  colour: (path: string) => string | undefined;
}

const sampleStyle = (fg: string | undefined, bg: string | undefined) => ({ color: fg, background: bg });

export function ContrastReport({ checks, colour }: ContrastReportProps) {
  const sorted = [...checks].sort((a, b) => Number(a.passes) - Number(b.passes));
  const failing = checks.filter((check) => !check.passes).length;
  const summary = failing
    ? `${failing} text pair${failing === 1 ? '' : 's'} fail WCAG AA`
    : `Every text pair meets WCAG AA (${checks.length} pairs)`;
  // Open while a pair fails; otherwise the summary is enough and the pairs are one click away.
  return (
    <details className={styles.details} open={failing > 0}>
      <summary className={`${styles.summary} ${failing ? styles.fail : styles.pass}`}>{summary}</summary>
      <table className={styles.table} aria-label="Text contrast (WCAG AA)">
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              Text on background
            </th>
            <th className={styles.cell} scope="col">
              Ratio
            </th>
            <th className={styles.cell} scope="col">
              AA
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((check) => {
            const fg = colour(`color.foreground.${check.text}`);
            const bg = colour(`color.background.${check.on}`);
            return (
              <tr
                key={`${check.text}/${check.on}`}
                data-pair={`${check.text}/${check.on}`}
                data-passes={check.passes}
              >
                <td className={styles.cell}>
                  {/* Inline colours: the sample shows the merchant's own values, which no token class holds.
                    Its "Aa" is drawn by CSS: a failing sample is the point, not text to read. */}
                  <span className={styles.sample} style={sampleStyle(fg, bg)} aria-hidden="true" />{' '}
                  {check.text} on {check.on}
                </td>
                <td className={styles.cell}>
                  {check.ratio === null ? 'cannot check' : `${check.ratio.toFixed(2)}:1`}
                </td>
                <td className={styles.cell}>
                  <span className={check.passes ? styles.pass : styles.fail}>
                    {check.passes ? 'Pass' : 'Fails AA'}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
