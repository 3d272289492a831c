import type { Decorator, Preview } from '@storybook/react-vite';
import '@cellar/ui/fonts';
import { LOCALES, loadLocale, type Locale } from '@cellar/i18n';
import { WordsProvider } from '@cellar/i18n/react';
import { LinkProvider, type LinkComponent } from '@cellar/ui';
import { themes } from 'storybook/theming';
import { mockApi } from './msw';

// Stories must not leave the canvas when a link is clicked; the href stays visible for review.
const StoryLink: LinkComponent = ({ children, onClick, ...props }) => (
  <a
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  >
    {children}
  </a>
);

// The frame is ours rather than Storybook's `layout`, so the visual tests capture exactly what designers see.
const withShell: Decorator = (Story, { parameters, globals }) => (
  <WordsProvider locale={(globals.locale as Locale | undefined) ?? 'en'}>
    <LinkProvider component={StoryLink}>
      <div data-story-root="" style={{ padding: parameters.padded === false ? 0 : 24 }}>
        <Story />
      </div>
    </LinkProvider>
  </WordsProvider>
);

const preview: Preview = {
  decorators: [withShell],
  // The words of the language chosen in the toolbar load before the story draws.
  loaders: [mockApi, ({ globals }) => loadLocale((globals.locale as Locale | undefined) ?? 'en')],
  globalTypes: {
    locale: {
      description: 'The language the components speak',
      toolbar: { title: 'Language', icon: 'globe', items: LOCALES.map((locale) => ({ value: locale, title: locale })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
    // The library's body styles are dark; a dark docs theme keeps component text readable on docs pages.
    docs: { theme: themes.dark },
    // axe waits (10 s at most) for the metadata of every autoplaying video it takes for unmuted: React sets
    // `muted` as a property only, and the home's hero video never loads in a story. Only the style sheets are
    // preloaded, for the rules that read them; the video is muted and hidden from assistive technology.
    a11y: { test: 'error', options: { preload: { assets: ['cssom'] } } },
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '760px' }, type: 'mobile' },
        // The phone of the shop's own checks (e2e, issue reports): what a shopper's first screen holds.
        mobile390: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
