import { Button } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { withConsentMessages } from './ConsentMessages';
import * as styles from './consentBanner.css';
import type { ConsentBannerData } from './model';
import type { schema } from './schema';

/**
 * The tracker (lib/analytics/tracker.browser.ts): bundled to `/tracker.js` by the build
 * (scripts/build-server.mjs), served from its source by the development server.
 */
const trackerSource = import.meta.env.DEV ? '/lib/analytics/tracker.browser.ts' : '/tracker.js';

/**
 * Asks for tracking consent until the shopper chooses: accept, reject, or choose per category.
 * Plain HTML forms posting to `/consent` (no JavaScript; the choice is a cookie the server reads).
 * With analytics allowed it adds the tracker script instead, pointed at the collector.
 */
export const ConsentBannerSection = ({ settings, data }: SectionProps<typeof schema, ConsentBannerData>) => {
  const intl = useIntl();
  if (!data.ask)
    // A module script without `async` runs once the whole document is parsed, so the page views it
    // reports see the sections that stream in after the footer.
    return data.analytics ? (
      <script
        type="module"
        src={trackerSource}
        data-collector={settings.collector}
        data-analytics-id={settings.analytics_id || undefined}
        data-marketing={data.marketing ? '1' : undefined}
      />
    ) : null;
  return (
    <section className={styles.banner} aria-labelledby="consent-heading" data-consent="">
      <form method="post" action="/consent">
        <input type="hidden" name="return" value={data.returnTo} />
        <h2 id="consent-heading">{intl.formatMessage({ id: 'consent.heading' })}</h2>
        <p>
          {intl.formatMessage({ id: 'consent.text' })}{' '}
          <a href="/policies/privacy-policy">{intl.formatMessage({ id: 'consent.privacyLink' })}</a>
        </p>
        <div data-actions="">
          <Button type="submit" name="choice" value="accept">
            {intl.formatMessage({ id: 'consent.accept' })}
          </Button>
          <Button type="submit" name="choice" value="reject">
            {intl.formatMessage({ id: 'consent.reject' })}
          </Button>
        </div>
        <details>
          <summary>{intl.formatMessage({ id: 'consent.choose' })}</summary>
          <fieldset>
            <legend>{intl.formatMessage({ id: 'consent.categories' })}</legend>
            <label>
              <input type="checkbox" checked disabled />
              {intl.formatMessage({ id: 'consent.essential' })}
            </label>
            <label>
              <input type="checkbox" name="analytics" />
              {intl.formatMessage({ id: 'consent.analytics' })}
            </label>
            <label>
              <input type="checkbox" name="marketing" />
              {intl.formatMessage({ id: 'consent.marketing' })}
            </label>
            <div>
              <Button type="submit" name="choice" value="save" variant="soft">
                {intl.formatMessage({ id: 'consent.save' })}
              </Button>
            </div>
          </fieldset>
        </details>
      </form>
    </section>
  );
};

export default withConsentMessages(ConsentBannerSection);
