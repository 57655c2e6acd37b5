// Starlight as it comes: no custom components, CSS or plugins, so the anchor is
// what a team gets from `npm create astro -- --template starlight` with our Markdown.
import starlight from '@astrojs/starlight';
import {defineConfig} from 'astro/config';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Dagster Docs (Starlight anchor)',
      // A sidebar of the three pages, as a small docs site would have.
      sidebar: [{label: 'Pages', autogenerate: {directory: '.'}}],
    }),
  ],
});
