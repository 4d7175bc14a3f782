// WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (selenium-webdriver), in
// a virtual display.
import { checkEngine } from './checks.mjs';

checkEngine('webkit');
