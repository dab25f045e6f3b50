import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { showtimeTokens } from './tokens';

/** Class that applies the showtime theme to everything beneath it (the app puts it on <html>). */
export const showtimeTheme = createTheme(vars, showtimeTokens, 'showtime');
