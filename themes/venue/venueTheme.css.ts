import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { venueTokens } from './tokens';

/** Class that applies the venue theme to everything beneath it (the app puts it on <html>). */
export const venueTheme = createTheme(vars, venueTokens, 'venue');
