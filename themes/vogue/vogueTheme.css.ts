import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { vogueTokens } from './tokens';

/** Class that applies the vogue theme to everything beneath it (the app puts it on <html>). */
export const vogueTheme = createTheme(vars, vogueTokens, 'vogue');
