import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { athenaTokens } from './tokens';

/** Class that applies the athena theme to everything beneath it (the app puts it on <html>). */
export const athenaTheme = createTheme(vars, athenaTokens, 'athena');
