import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { brooklynTokens } from './tokens';

/** Class that applies the brooklyn theme to everything beneath it (the app puts it on <html>). */
export const brooklynTheme = createTheme(vars, brooklynTokens, 'brooklyn');
