import { contrastRatio } from '../../themes/contrast';
import { type ThemeName, themeTokens } from '../../themes/index';
import { vars } from '../../tokens/contract.css';
import { RadiusScale, SettingsList, ShadowScale, SpaceScale, TypeScale } from './FoundationsKit';
import * as css from './foundations.css';
import { themeProfiles } from './themeProfiles';

const keyRoles = [
  { label: 'Page', bg: 'body', fg: 'neutral' },
  { label: 'Surface', bg: 'surface', fg: 'neutral' },
  { label: 'Muted text', bg: 'body', fg: 'secondary' },
  { label: 'Brand accent', bg: 'brandAccent', fg: 'onBrandAccent' },
  { label: 'Accent hover', bg: 'brandAccentHover', fg: 'onBrandAccent' },
  { label: 'Accent soft', bg: 'brandAccentSoft', fg: 'brandAccent' },
  { label: 'Inverted', bg: 'neutralInverted', fg: 'neutralInverted' },
  { label: 'Sale', bg: 'promote', fg: 'onPromote' },
  { label: 'Critical', bg: 'critical', fg: 'onCritical' },
  { label: 'Success', bg: 'positiveSoft', fg: 'positive' },
  { label: 'Warning', bg: 'cautionSoft', fg: 'caution' },
  { label: 'Info', bg: 'infoSoft', fg: 'info' },
] as const;

const sampleProducts = [
  { title: 'Stoneware mug', price: '$28.00', was: null, tone: 'a' },
  { title: 'Linen overshirt', price: '$96.00', was: '$128.00', tone: 'b' },
  { title: 'Beeswax candle', price: '$18.00', was: null, tone: 'c' },
  { title: 'Field notebook', price: '$14.00', was: '$19.00', tone: 'a' },
] as const;

/**
 * One theme's specimen sheet: identity, key colour pairs with contrast, type,
 * controls, space, radius, shadow and behaviour settings. Reads the theme from
 * the class on <html> (the toolbar), so it is the page to screenshot per theme.
 */
export const ThemeOverview = ({ name }: { name: ThemeName }) => {
  const tokens = themeTokens[name];
  const profile = themeProfiles[name];
  return (
    <main className={css.overview}>
      <div className={css.overviewInner}>
        <header className={css.hero}>
          <p className={css.eyebrow}>Vitrine theme</p>
          <h1 className={`${css.heading} ${css.headingSize['1']}`}>{profile.label}</h1>
          <p className={`${css.heading} ${css.headingSize['4']} ${css.secondary}`}>{profile.tagline}</p>
          <p className={css.textSize.small}>
            {profile.pairing}
            <br />
            <span className={css.secondary}>{profile.forWhom}</span>
          </p>
        </header>

        <section className={css.overviewSection} aria-labelledby="overview-context">
          <h2 id="overview-context" className={`${css.heading} ${css.headingSize['2']}`}>
            In context
          </h2>
          <p className={css.announcement}>Free shipping on orders over $75</p>
          <ul className={css.cardGrid}>
            {sampleProducts.map((product) => (
              <li key={product.title} className={css.productCard}>
                <div className={`${css.productMedia} ${css.productMediaTone[product.tone]}`}>
                  {product.was ? <span className={`${css.tag} ${css.productTag}`}>Sale</span> : null}
                </div>
                <h3 className={css.productTitle}>{product.title}</h3>
                <p className={css.textSize.small}>
                  <span style={{ color: product.was ? vars.color.foreground.promote : undefined }}>
                    {product.price}
                  </span>{' '}
                  {product.was ? <s className={css.secondary}>{product.was}</s> : null}
                </p>
                <button
                  type="button"
                  className={`${css.specimenButton} ${css.specimenButtonTone.solid} ${css.fullWidthButton}`}
                >
                  Add to cart
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section className={css.overviewSection} aria-labelledby="overview-colour">
          <h2 id="overview-colour" className={`${css.heading} ${css.headingSize['2']}`}>
            Colour
          </h2>
          <ul className={css.roleGrid}>
            {keyRoles.map(({ label, bg, fg }) => (
              <li key={label} className={css.roleCard}>
                <span
                  className={css.roleCardSample}
                  style={{ background: vars.color.background[bg], color: vars.color.foreground[fg] }}
                >
                  Aa
                </span>
                <span className={css.textSize.small}>{label}</span>
                <span className={css.meta}>
                  {tokens.color.background[bg]} / {tokens.color.foreground[fg]} ·{' '}
                  {(
                    Math.floor(contrastRatio(tokens.color.foreground[fg], tokens.color.background[bg]) * 10) /
                    10
                  ).toFixed(1)}
                  :1
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className={css.twoColumns}>
          <section className={css.overviewSection} aria-labelledby="overview-type">
            <h2 id="overview-type" className={`${css.heading} ${css.headingSize['2']}`}>
              Type
            </h2>
            <TypeScale name={name} sample={profile.label} />
          </section>

          <section className={css.overviewSection} aria-labelledby="overview-controls">
            <h2 id="overview-controls" className={`${css.heading} ${css.headingSize['2']}`}>
              Controls
            </h2>
            <div className={css.specimenButtons}>
              <button type="button" className={`${css.specimenButton} ${css.specimenButtonTone.solid}`}>
                Add to cart
              </button>
              <button type="button" className={`${css.specimenButton} ${css.specimenButtonTone.hover}`}>
                Hovered
              </button>
              <button type="button" className={`${css.specimenButton} ${css.specimenButtonTone.soft}`}>
                View details
              </button>
              <button type="button" className={`${css.specimenButton} ${css.specimenButtonTone.critical}`}>
                Remove
              </button>
            </div>
            <label className={css.field}>
              <span className={css.textSize.small}>Discount code</span>
              <input className={css.fieldInput} defaultValue="WELCOME10" />
            </label>
            <p>
              <span
                className={`${css.heading} ${css.headingSize['4']}`}
                style={{ color: vars.color.foreground.promote }}
              >
                $48.00
              </span>{' '}
              <s className={css.secondary}>$64.00</s> <span className={css.tag}>Save 25%</span>
            </p>
            <p className={css.textSize.small}>
              <a href="#overview-type">A link in running text</a>{' '}
              <span style={{ color: vars.color.foreground.critical }}>· This code has expired</span>
            </p>
          </section>
        </div>

        <div className={css.twoColumns}>
          <section className={css.overviewSection} aria-labelledby="overview-space">
            <h2 id="overview-space" className={`${css.heading} ${css.headingSize['3']}`}>
              Space
            </h2>
            <SpaceScale name={name} />
          </section>
          <section className={css.overviewSection} aria-labelledby="overview-radius">
            <h2 id="overview-radius" className={`${css.heading} ${css.headingSize['3']}`}>
              Radius
            </h2>
            <RadiusScale name={name} />
          </section>
          <section className={css.overviewSection} aria-labelledby="overview-shadow">
            <h2 id="overview-shadow" className={`${css.heading} ${css.headingSize['3']}`}>
              Shadow
            </h2>
            <ShadowScale />
          </section>
        </div>

        <section className={css.overviewSection} aria-labelledby="overview-settings">
          <h2 id="overview-settings" className={`${css.heading} ${css.headingSize['3']}`}>
            Behaviour (settings.json)
          </h2>
          <SettingsList name={name} />
        </section>
      </div>
    </main>
  );
};
