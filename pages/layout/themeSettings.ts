import { useRouteLoaderData } from 'react-router';
import type { ThemeSettings } from '../../themes/settings';

/**
 * The active theme's behaviour settings, from the root loader's data (parsed there with their
 * schema); undefined only on an error page whose root loader failed.
 */
export const useThemeSettings = (): ThemeSettings | undefined =>
  (useRouteLoaderData('root') as { theme: { settings: ThemeSettings } } | undefined)?.theme.settings;
