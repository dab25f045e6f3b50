import type { ThemeSettings } from '../../themes/settings';
import { useThemeSettings } from '../layout/themeSettings';

/** The cart type of the active theme (themes/settings.ts), from the root loader's data. */
export function useCartType(): ThemeSettings['cartType'] {
  return useThemeSettings()?.cartType ?? 'page';
}
