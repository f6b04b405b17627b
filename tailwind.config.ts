import type { Config } from 'tailwindcss';

/** The forum's palette: a trustworthy green with a warm accent; referenced from src/styles/index.css. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effaf3',
          100: '#d8f3e1',
          200: '#b3e5c6',
          300: '#80d1a3',
          400: '#4bb57c',
          500: '#27995f',
          600: '#187b4b',
          700: '#14623e',
          800: '#134e34',
          900: '#11402c',
        },
        accent: {
          400: '#f7b733',
          500: '#ee9b12',
          600: '#d2780b',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
