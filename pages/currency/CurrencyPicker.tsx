import { useEffect, useState } from 'react';
import { AUTO_CURRENCY, CurrencySelector } from '../../components/CurrencySelector/CurrencySelector';
import { useStoreCurrency } from '../layout/storeCurrency';
import { useThemeSettings } from '../layout/themeSettings';
import { choosePricetype, PRICETYPE_EVENT, readPricetype } from './converter';
import { offeredCurrencies } from './offered';

/** The currency the store guesses for this shopper from the request alone (`GET /api/store/ip`). */
async function guessedCurrency(): Promise<string | null> {
  try {
    const response = await fetch('/api/store/ip', {
      headers: { accept: 'application/json', 'x-lang': document.documentElement.lang },
    });
    const body = (await response.json()) as { currency?: unknown };
    return response.ok && typeof body.currency === 'string' ? body.currency : null;
  } catch {
    return null;
  }
}

/**
 * The currency selector wired to the shopper's choice: shows the chosen currency (else the
 * theme's default, else the store's), keeps a new choice, and follows choices made elsewhere on
 * the page or in another tab. "Auto" keeps the currency the store guesses. `hideLabel`: the
 * header's, among the icon buttons.
 */
export default function CurrencyPicker({ hideLabel }: { hideLabel?: boolean }) {
  const storeCurrency = useStoreCurrency();
  const settings = useThemeSettings()?.currency;
  const fallback =
    settings && settings.defaullt_currency !== 'DEFAULT' ? settings.defaullt_currency : storeCurrency;
  const [chosen, setChosen] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const sync = () => setChosen(readPricetype());
    sync();
    setReady(true);
    window.addEventListener(PRICETYPE_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(PRICETYPE_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  if (!settings?.show_selector) return null;
  const currencies = offeredCurrencies(settings, storeCurrency);
  const choose = async (code: string) => {
    const currency = code === AUTO_CURRENCY ? ((await guessedCurrency()) ?? storeCurrency) : code;
    await choosePricetype(currency, settings);
  };
  return (
    <CurrencySelector
      currencies={currencies}
      value={chosen ?? fallback}
      disabled={!ready}
      hideLabel={hideLabel}
      onChange={(code) => void choose(code)}
    />
  );
}
