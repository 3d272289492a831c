import './global.css';
import './fontFallbacks.css';

export { vars } from './contract.css';
export { motion, breakpoints, media } from './tokens';
