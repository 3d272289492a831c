import type { MessageKey } from '@cellar/i18n';
import { Sentence, useWords } from '@cellar/i18n/react';
import { ButtonLink, PageBanner } from '@cellar/ui';
import { DEMO_ADMIN_LOGIN, DEMO_LOGIN } from '../shop/demo';
import { Seo } from '../seo/Seo';
import { useShop } from '../shop/ShopContext';
import { DataModel } from '../components/DataModel';
import * as about from './about.css';
import * as styles from './pages.css';

// Names, but for the router's, whose note is words.
const TECHNOLOGIES: (string | { key: MessageKey })[] = [
  'React 19',
  { key: 'about.techRouter' },
  'XState 5 + @xstate/store',
  'OpenAPI + openapi-fetch',
  'Radix UI',
  'vanilla-extract',
  'Storybook 10',
  'Vitest + Playwright',
  'Fastify',
  'Drizzle ORM',
  'PGlite / PostgreSQL',
];

const TEAM: { role: MessageKey; text: MessageKey }[] = [
  { role: 'about.teamDesign', text: 'about.teamDesignText' },
  { role: 'about.teamFlows', text: 'about.teamFlowsText' },
  { role: 'about.teamShop', text: 'about.teamShopText' },
];

const ADMIN_PATH = '/admin';

export default function About() {
  // The demo accounts' passwords are published only while they open something (demo mode).
  const { demoMode } = useShop();
  const words = useWords();
  return (
    <>
      <Seo title={words('seo.aboutTitle')} description={words('seo.aboutDescription', { demo: demoMode ? 'yes' : 'no' })} />
      <PageBanner eyebrow={words('about.eyebrow')} title={words('nav.about')} tagline={words('about.tagline')} />
      <article className={`${styles.narrow} ${styles.section} ${about.article}`}>
        <section className={about.block} aria-labelledby="about-start">
          <h2 id="about-start" className={about.heading}>
            {words('about.startHeading')}
          </h2>
          <p className={about.text}>{words('about.startText')}</p>
        </section>
        <section className={about.block} aria-labelledby="about-tech">
          <h2 id="about-tech" className={about.heading}>
            {words('about.techHeading')}
          </h2>
          <ul className={about.chips}>
            {TECHNOLOGIES.map((tech) => {
              const name = typeof tech === 'string' ? tech : words(tech.key);
              return (
                <li key={name} className={about.chip}>
                  {name}
                </li>
              );
            })}
          </ul>
          <p className={about.text}>{words('about.techText')}</p>
        </section>
        <section className={about.block} aria-labelledby="about-design">
          <h2 id="about-design" className={about.heading}>
            {words('about.designHeading')}
          </h2>
          <p className={about.text}>{words('about.designText')}</p>
        </section>
        <section className={about.block} aria-labelledby="about-model">
          <h2 id="about-model" className={about.heading}>
            {words('about.modelHeading')}
          </h2>
          <p className={about.text}>{words('about.modelText')}</p>
          <div className={about.diagramFrame}>
            {/* Focusable so that a keyboard can scroll it too. */}
            <div className={about.diagramScroller} tabIndex={0} role="region" aria-label={words('about.diagramLabel')}>
              <DataModel className={about.diagram} />
            </div>
            <p className={about.scrollHint}>{words('about.scrollHint')}</p>
          </div>
        </section>
        <section id="admin" className={about.block} aria-labelledby="about-admin">
          <h2 id="about-admin" className={about.heading}>
            {words('about.adminHeading')}
          </h2>
          <p className={about.text}>
            <Sentence id="about.adminText" values={{ link: <a href="/admin/">{ADMIN_PATH}</a> }} />
          </p>
        </section>
        <section className={about.block} aria-labelledby="about-team">
          <h2 id="about-team" className={about.heading}>
            {words('about.teamHeading')}
          </h2>
          <ul className={about.team}>
            {TEAM.map((member) => (
              <li key={member.role} className={styles.panel}>
                <h3 className={styles.panelTitle}>{words(member.role)}</h3>
                <p className={about.text}>{words(member.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        {demoMode && (
          <section className={about.block} aria-labelledby="about-demo">
            <h2 id="about-demo" className={about.heading}>
              {words('about.demoHeading')}
            </h2>
            <p className={about.text}>{words('about.demoText')}</p>
            <dl className={about.credentials}>
              <dt>{words('about.customer')}</dt>
              <dd>{words('about.credentials', DEMO_LOGIN)}</dd>
              <dt>{words('about.admin')}</dt>
              <dd>{words('about.credentials', DEMO_ADMIN_LOGIN)}</dd>
            </dl>
          </section>
        )}
        <section className={about.block} aria-labelledby="about-links">
          <h2 id="about-links" className={about.heading}>
            {words('about.linksHeading')}
          </h2>
          <p className={about.text}>
            <Sentence
              id="about.linksText"
              values={{
                health: <a href="/api/health">{words('about.healthCheck')}</a>,
                featured: <a href="/api/products/featured">{words('about.featuredWines')}</a>,
              }}
            />
          </p>
          <div>
            <ButtonLink href="/our-wines">{words('nav.ourWines')}</ButtonLink>
          </div>
        </section>
      </article>
    </>
  );
}
