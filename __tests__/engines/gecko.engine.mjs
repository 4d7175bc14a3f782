// Gecko: Debian's Firefox ESR over WebDriver BiDi (puppeteer-core).
import { checkEngine } from './checks.mjs';

checkEngine('gecko');
