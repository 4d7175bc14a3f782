import type { Config } from 'tailwindcss';

// Tokens from the design notes. Markup uses these names, never raw hex values.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './data/**/*.ts'],
  theme: {
    extend: {
      colors: {
        page: '#1f2122',
        surface: '#27292a',
        card: '#1f2122',
        raised: '#333638',
        accent: {
          DEFAULT: '#e75e8d',
          hover: '#ec6090',
          // Small accent text on `surface`: #e75e8d reaches only 4.44:1 there; this reaches 5.58:1.
          ink: '#f07aa2',
        },
        heading: '#ffffff',
        body: '#b0b0b0',
        muted: '#76797b',
        live: '#ff3b5c',
        verified: '#3fc3ff',
      },
      fontFamily: {
        sans: [
          'var(--font-poppins)',
          // Metric-matched stand-ins while Poppins loads: see app/globals.css.
          'Poppins Arial Fallback',
          'Poppins Roboto Fallback',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
      },
      borderRadius: {
        frame: '24px',
        card: '23px',
        media: '20px',
        pill: '25px',
      },
      maxWidth: {
        frame: '1320px',
      },
      boxShadow: {
        glow: '0 10px 30px -10px rgb(231 94 141 / 0.55)',
      },
    },
  },
  plugins: [],
};

export default config;
