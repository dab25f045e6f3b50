import type { ReactNode } from 'react';
import { contrastRatio, wcag } from '../../themes/contrast';
import { type ThemeName, themeClasses, themeNames, themeSettings, themeTokens } from '../../themes/index';
import { vars } from '../../tokens/contract.css';
import {
  type BackgroundRole,
  type BorderRole,
  backgroundPairs,
  borderHints,
  type ForegroundRole,
  foregroundPairs,
} from './colourRoles';
import * as css from './foundations.css';
import { themeProfiles } from './themeProfiles';

const checkedBorders: ReadonlySet<BorderRole> = new Set(['field', 'focus', 'swatch']);

/** "7.61:1 AA", rounded down so the page never flatters a colour. */
const Ratio = ({ value, minimum }: { value: number; minimum: number }) => {
  const shown = Math.floor(value * 100) / 100;
  const verdict = value >= minimum ? (minimum === wcag.text ? 'AA' : '≥ 3:1') : 'below AA';
  return (
    <span>
      {shown.toFixed(2)}:1 · {verdict}
    </span>
  );
};

/** Renders `children` once per theme, each inside that theme's class. */
export const EachTheme = ({ children }: { children: (name: ThemeName) => ReactNode }) => (
  <div className={css.columns}>
    {themeNames.map((name) => (
      <section
        key={name}
        className={`${themeClasses[name]} ${css.themePanel}`}
        aria-label={themeProfiles[name].label}
      >
        <h2 className={css.panelTitle}>{themeProfiles[name].label}</h2>
        {children(name)}
      </section>
    ))}
  </div>
);

export const FoundationsPage = ({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) => (
  <main className={css.page}>
    <h1 className={css.pageTitle}>{title}</h1>
    <p className={css.pageLead}>{lead}</p>
    {children}
  </main>
);

const ThemeHeads = () => (
  <>
    {themeNames.map((name) => (
      <th key={name} scope="col" className={css.headCell}>
        {themeProfiles[name].label}
      </th>
    ))}
  </>
);

/** Colour roles as a table: one row per role, one column per theme. */
export const ColourTables = () => (
  <>
    <table className={css.table}>
      <caption className={css.caption}>Foreground (text and icons)</caption>
      <thead>
        <tr>
          <th scope="col" className={css.headCell}>
            Role
          </th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {(Object.keys(foregroundPairs) as ForegroundRole[]).map((role) => {
          const { on, hint, graphic } = foregroundPairs[role];
          return (
            <tr key={role}>
              <th scope="row" className={css.roleCell}>
                <span className={css.roleName}>foreground.{role}</span>
                <span className={css.roleHint}>
                  {hint} · on {on}
                </span>
              </th>
              {themeNames.map((name) => {
                const { foreground, background } = themeTokens[name].color;
                return (
                  <td key={name} className={`${themeClasses[name]} ${css.themeCell}`}>
                    <div className={css.swatchRow}>
                      <span
                        className={css.sample}
                        style={{ color: vars.color.foreground[role], background: vars.color.background[on] }}
                      >
                        {graphic ? <Star /> : 'Aa'}
                      </span>
                      <span className={css.meta}>
                        {foreground[role]}
                        <br />
                        <Ratio
                          value={contrastRatio(foreground[role], background[on])}
                          minimum={graphic ? wcag.nonText : wcag.text}
                        />
                      </span>
                    </div>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>

    <table className={css.table}>
      <caption className={css.caption}>Background</caption>
      <thead>
        <tr>
          <th scope="col" className={css.headCell}>
            Role
          </th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {(Object.keys(backgroundPairs) as BackgroundRole[]).map((role) => {
          const { text, hint } = backgroundPairs[role];
          return (
            <tr key={role}>
              <th scope="row" className={css.roleCell}>
                <span className={css.roleName}>background.{role}</span>
                <span className={css.roleHint}>
                  {hint}
                  {text ? ` · ${text} text` : ''}
                </span>
              </th>
              {themeNames.map((name) => {
                const { foreground, background } = themeTokens[name].color;
                return (
                  <td key={name} className={`${themeClasses[name]} ${css.themeCell}`}>
                    <div className={css.swatchRow}>
                      {text ? (
                        <span
                          className={css.sample}
                          style={{
                            background: vars.color.background[role],
                            color: vars.color.foreground[text],
                          }}
                        >
                          Aa
                        </span>
                      ) : (
                        <span className={css.chip} style={{ background: vars.color.background[role] }} />
                      )}
                      <span className={css.meta}>
                        {background[role]}
                        {text ? (
                          <>
                            <br />
                            <Ratio
                              value={contrastRatio(foreground[text], background[role])}
                              minimum={wcag.text}
                            />
                          </>
                        ) : null}
                      </span>
                    </div>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>

    <table className={css.table}>
      <caption className={css.caption}>Border</caption>
      <thead>
        <tr>
          <th scope="col" className={css.headCell}>
            Role
          </th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {(Object.keys(borderHints) as BorderRole[]).map((role) => (
          <tr key={role}>
            <th scope="row" className={css.roleCell}>
              <span className={css.roleName}>border.{role}</span>
              <span className={css.roleHint}>{borderHints[role]}</span>
            </th>
            {themeNames.map((name) => {
              const { border, background } = themeTokens[name].color;
              return (
                <td key={name} className={`${themeClasses[name]} ${css.themeCell}`}>
                  <div className={css.swatchRow}>
                    <span
                      className={css.chip}
                      style={{ boxShadow: `inset 0 0 0 3px ${vars.color.border[role]}` }}
                    />
                    <span className={css.meta}>
                      {border[role]}
                      {checkedBorders.has(role) ? (
                        <>
                          <br />
                          <Ratio
                            value={contrastRatio(border[role], background.body)}
                            minimum={wcag.nonText}
                          />
                        </>
                      ) : null}
                    </span>
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  </>
);

const Star = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
    />
  </svg>
);

const headingSteps = ['1', '2', '3', '4'] as const;
const textSteps = ['large', 'standard', 'small', 'xsmall'] as const;

const sizeLabel = (step: { fontSize: string; lineHeight: string }) => `${step.fontSize} / ${step.lineHeight}`;

/** One theme's type scale: headings then body sizes, each with its size/line-height. */
export const TypeScale = ({ name, sample }: { name: ThemeName; sample?: string }) => {
  const { typography } = themeTokens[name];
  return (
    <div>
      {headingSteps.map((step) => (
        <div key={step} className={css.typeRow}>
          <span className={`${css.meta}`}>
            Heading {step}
            <br />
            {sizeLabel(typography.heading[step])}
          </span>
          <p className={`${css.heading} ${css.headingSize[step]} ${css.ellipsis}`}>
            {sample ?? 'The autumn edit'}
          </p>
        </div>
      ))}
      {textSteps.map((step) => (
        <div key={step} className={css.typeRow}>
          <span className={css.meta}>
            Text {step}
            <br />
            {sizeLabel(typography.text[step])}
          </span>
          <p className={`${css.textSize[step]} ${css.ellipsis}`}>
            Small-batch goods, shipped with care from our studio.
          </p>
        </div>
      ))}
    </div>
  );
};

/** The type scale of all five themes, one band each. */
export const TypeBands = () => (
  <>
    {themeNames.map((name) => {
      const { typography } = themeTokens[name];
      const family = (stack: string) => stack.split(',')[0]?.replaceAll("'", '');
      return (
        <section
          key={name}
          className={`${themeClasses[name]} ${css.typeBand}`}
          aria-label={`${themeProfiles[name].label} type scale`}
        >
          <div>
            <h2 className={`${css.heading} ${css.headingSize['3']}`}>{themeProfiles[name].label}</h2>
            <p className={`${css.textSize.small} ${css.secondary}`}>
              Headings: {family(typography.fontFamily.heading)} {typography.fontWeight.heading}
              {typography.headingTransform === 'uppercase' ? ', caps' : ''}
              <br />
              Body: {family(typography.fontFamily.body)} {typography.fontWeight.regular}/
              {typography.fontWeight.strong}
              <br />
              Buttons: {typography.buttonTransform === 'uppercase' ? 'caps' : 'sentence case'}, tracking{' '}
              {typography.buttonLetterSpacing}
            </p>
          </div>
          <TypeScale name={name} />
        </section>
      );
    })}
  </>
);

const spaceSteps = [
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;

export const SpaceScale = ({ name }: { name: ThemeName }) => (
  <ul className={css.scaleList}>
    {spaceSteps.map((step) => (
      <li key={step}>
        <span className={css.meta}>
          {step} · {themeTokens[name].space[step]}
        </span>
        <div className={css.spaceBar} style={{ width: vars.space[step] }} />
      </li>
    ))}
  </ul>
);

const radiusSteps = ['small', 'standard', 'large', 'full', 'button', 'card', 'field'] as const;

export const RadiusScale = ({ name }: { name: ThemeName }) => (
  <ul className={css.radiusGrid}>
    {radiusSteps.map((step) => (
      <li key={step}>
        <div className={css.radiusChip} style={{ borderRadius: vars.radius[step] }} />
        <span className={css.meta}>
          {step} · {themeTokens[name].radius[step]}
        </span>
      </li>
    ))}
  </ul>
);

const shadowSteps = ['small', 'medium', 'large'] as const;

export const ShadowScale = () => (
  <ul className={css.shadowStage}>
    {shadowSteps.map((step) => (
      <li key={step} className={css.shadowCard} style={{ boxShadow: vars.shadow[step] }}>
        <span className={css.textSize.small}>shadow.{step}</span>
      </li>
    ))}
  </ul>
);

const describeSetting = (value: unknown): string => {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([key, v]) => `${key} ${String(v)}`)
      .join(' · ');
  return String(value);
};

/** A theme's behaviour settings (themes/<name>/settings.json) as a definition list. */
export const SettingsList = ({ name }: { name: ThemeName }) => (
  <dl className={css.settingsList}>
    {Object.entries(themeSettings[name]).map(([key, value]) => (
      <div key={key} style={{ display: 'contents' }}>
        <dt>{key}</dt>
        <dd className={css.settingsValue}>{describeSetting(value)}</dd>
      </div>
    ))}
  </dl>
);
