import type { MarketplaceButtonVariant, MarketplaceKind } from '../../lib/catalog/cardActions';
import { safeCssColour } from '../../lib/catalog/safeColour';
import { safeLinkUrl } from '../../lib/catalog/safeUrl';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { inlineVars } from '../../tokens/inlineVars';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './MarketplaceButtons.css';

/** One "buy it on …" button (custom button), camelCased by the page layer. */
export interface MarketplaceButton {
  /** Stable key. */
  id: string;
  /** amazon | ebay | aliexpress | custom. */
  kind: MarketplaceKind;
  /** Where it goes; http(s) only, otherwise the button is not shown. */
  url: string;
  /** The label; empty means the marketplace's default ("Buy on Amazon"). Required for `custom`. */
  text?: string;
  /** solid / outline / link (button_style first / second / third; see `marketplaceVariantFromStyle`). */
  variant: MarketplaceButtonVariant;
  /** Text colour; used only when a valid CSS colour, else the theme's. */
  textColor?: string;
  /** Background (solid) or border (outline) colour; used only when a valid CSS colour. */
  backgroundColor?: string;
}

export interface MarketplaceButtonsProps {
  buttons: readonly MarketplaceButton[];
  /** The product the buttons belong to; passed back in `onClick` for the click_button statistic. */
  productId: string;
  /** Fires before the new tab opens. */
  onClick?: (productId: string, buttonId: string) => void;
}

const marketplaceNames: Record<Exclude<MarketplaceKind, 'custom'>, string> = {
  amazon: 'Amazon',
  ebay: 'eBay',
  aliexpress: 'AliExpress',
};

/**
 * Links to the product on other marketplaces. They open in a new tab (said to
 * screen readers) without giving the other site a handle on this page.
 */
export const MarketplaceButtons = ({ buttons, productId, onClick }: MarketplaceButtonsProps) => {
  const intl = useIntl();
  const shown = buttons.flatMap((button) => {
    const href = safeLinkUrl(button.url);
    const text = button.text?.trim();
    if (!href || (button.kind === 'custom' && !text)) return [];
    return [{ ...button, href, text }];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list}>
      {shown.map((button) => {
        const colours: Record<string, string> = {};
        const text = safeCssColour(button.textColor);
        const background = safeCssColour(button.backgroundColor);
        // A merchant's text colour is chosen for its own background: an outline or link button
        // sits on the page instead, so its text keeps the theme's colour (a white label on a
        // light page would be unreadable).
        if (text && button.variant === 'solid') colours[styles.textColour] = text;
        if (background) colours[styles.backgroundColour] = background;
        return (
          <li key={button.id}>
            <a
              className={styles.variant[button.variant]}
              href={button.href}
              target="_blank"
              rel="noopener noreferrer"
              style={inlineVars(colours)}
              // Read by the consented tracker, which counts the click (click_button).
              data-button-id={button.id}
              onClick={() => onClick?.(productId, button.id)}
            >
              <span>
                {button.text ??
                  (button.kind === 'custom' ? null : (
                    <FormattedMessage
                      id="marketplaceButtons.buyOn"
                      values={{
                        marketplace: <span className={styles.mark}>{marketplaceNames[button.kind]}</span>,
                      }}
                    />
                  ))}
              </span>
              {/* The space keeps the hidden note a separate word in the accessible name. */}{' '}
              <VisuallyHidden>{intl.formatMessage({ id: 'common.opensInNewTab' })}</VisuallyHidden>
            </a>
          </li>
        );
      })}
    </ul>
  );
};
