import type {FooterLinkItem} from '@docusaurus/theme-common';

interface SocialLink {
  name: string;
  href: string;
  /** Path data of a 24×24 icon drawn for this site. */
  icon: string;
}

const SOCIAL_LINKS: SocialLink[] = [
  {name: 'Dagster on X', href: 'https://x.com/dagster', icon: 'M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.3L21 21h-4.6l-4.4-6.1L6.6 21H4l6.8-8z'},
  {
    name: 'Dagster community on Slack',
    href: 'https://dagster.io/slack',
    icon: 'M9 3a2 2 0 0 1 2 2v5H6a2 2 0 1 1 0-4h3V5a2 2 0 0 1 0-2zm6 0a2 2 0 0 1 2 2v5h-4V5a2 2 0 0 1 2-2zm3 8h1a2 2 0 1 1 0 4h-5v-4zM5 13h5v4H5a2 2 0 1 1 0-4zm8 2h4v4a2 2 0 1 1-4 0zm-6 4a2 2 0 0 1 2-2h2v2a2 2 0 1 1-4 0z',
  },
  {
    name: 'Dagster on GitHub',
    href: 'https://github.com/dagster-io/dagster',
    icon: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.5-1.1-1.1-1.4-1.1-1.4-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.8 1a9.6 9.6 0 0 1 5 0c2-1.3 2.8-1 2.8-1a3.6 3.6 0 0 1 .1 2.7 3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  },
  {
    name: 'Dagster on YouTube',
    href: 'https://www.youtube.com/@dagsterio',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
];

function socialLinkHtml({name, href, icon}: SocialLink): string {
  return (
    `<a class="footer__link-item footer-social-link" href="${href}" aria-label="${name}" target="_blank" rel="noopener noreferrer">` +
    `<svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24"><path fill="currentColor" d="${icon}"/></svg>` +
    `</a>`
  );
}

const legalLinks: FooterLinkItem[] = [
  {label: 'Terms of Service', href: 'https://dagster.io/terms'},
  {label: 'Privacy Policy', href: 'https://dagster.io/privacy'},
  {label: 'Security', href: 'https://dagster.io/security'},
  {label: 'Feedback', href: 'https://github.com/dagster-io/dagster/discussions'},
];

// Internal routes, so the build's link check covers them.
const learnLinks: FooterLinkItem[] = [
  {label: 'Quickstart', to: '/getting-started/quickstart'},
  {label: 'ETL pipeline tutorial', to: '/etl-pipeline-tutorial'},
  {label: 'Installation', to: '/getting-started/installation'},
  {label: 'Concepts', to: '/getting-started/concepts'},
];

const referenceLinks: FooterLinkItem[] = [
  {label: 'Integrations', to: '/integrations/libraries'},
  {label: 'API reference', to: '/api'},
  {label: 'Examples', to: '/examples'},
  {label: 'Dagster+', to: '/dagster-plus'},
];

export const footer = {
  style: 'dark' as const,
  logo: {alt: 'Dagster', src: 'img/logo-dark.svg', width: 40, height: 40, href: 'https://dagster.io'},
  links: [
    {title: 'Learn', items: learnLinks},
    {title: 'Reference', items: referenceLinks},
    {title: 'Legal', items: legalLinks},
    {title: 'Community', items: [{html: `<div class="footer-social">${SOCIAL_LINKS.map(socialLinkHtml).join('')}</div>`}]},
  ],
  copyright: `Copyright © 2025 Dagster Labs`,
};

export const socialLinks = SOCIAL_LINKS;
