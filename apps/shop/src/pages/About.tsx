import { ButtonLink, PageBanner } from '@cellar/ui';
import { DEMO_ADMIN_LOGIN, DEMO_LOGIN } from '../shop/demo';
import { Seo } from '../seo/Seo';
import { useShop } from '../shop/ShopContext';
import { DataModel } from '../components/DataModel';
import * as about from './about.css';
import * as styles from './pages.css';

const TECHNOLOGIES = [
  'React 19',
  'React Router 7 (data routes, lazy pages)',
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

const TEAM = [
  { role: 'Design system', text: 'Tokens, Radix-based components and their stories, checked for accessibility and screenshots in Chromium.' },
  { role: 'Flows', text: 'Every flow of the shop as a state machine: age gate, reset, cart, checkout, Buy Again, session.' },
  { role: 'Shop and API', text: 'The screens you are looking at, and the server that keeps real stock, orders and accounts.' },
];

export default function About() {
  // The demo accounts' passwords are published only while they open something (demo mode).
  const { demoMode } = useShop();
  return (
    <>
      <Seo
        title="About this project · The Cellar"
        description={`How The Cellar started, the technologies and design behind it, its data model, the admin side and the team${demoMode ? ', and the demo credentials' : ''}.`}
      />
      <PageBanner eyebrow="Behind the cellar door" title="ABOUT THIS PROJECT" tagline="A demo wine shop that really works" />
      <article className={`${styles.narrow} ${styles.section} ${about.article}`}>
        <section className={about.block} aria-labelledby="about-start">
          <h2 id="about-start" className={about.heading}>
            How it started
          </h2>
          <p className={about.text}>
            The Cellar began as a student portfolio shop: browse Uruguayan wines, fill a cart, check out. This version keeps every screen of that
            original and makes it real: prices and stock come from a database, an order takes the bottles it sells, and nothing that goes wrong is
            kept from you.
          </p>
        </section>
        <section className={about.block} aria-labelledby="about-tech">
          <h2 id="about-tech" className={about.heading}>
            Technologies
          </h2>
          <ul className={about.chips}>
            {TECHNOLOGIES.map((tech) => (
              <li key={tech} className={about.chip}>
                {tech}
              </li>
            ))}
          </ul>
          <p className={about.text}>
            One OpenAPI contract types every call, from the server&apos;s validation to the shop&apos;s client. Each flow is an XState machine with
            its effects injected, so the same machine runs in the shop, in Storybook and in tests.
          </p>
        </section>
        <section className={about.block} aria-labelledby="about-design">
          <h2 id="about-design" className={about.heading}>
            Design
          </h2>
          <p className={about.text}>
            Candlelight on dark wood: a deep ground, wine red for actions and gold for detail, Playfair Display for names and Inter for reading.
            Every colour pair meets WCAG AA contrast, and the fonts are served by the shop itself.
          </p>
        </section>
        <section className={about.block} aria-labelledby="about-model">
          <h2 id="about-model" className={about.heading}>
            Data model
          </h2>
          <p className={about.text}>
            Order lines copy the name, image and price paid, so your history stays true when the catalogue changes; a withdrawn wine is only marked
            deleted.
          </p>
          <div className={about.diagramFrame}>
            {/* Focusable so that a keyboard can scroll it too. */}
            <div className={about.diagramScroller} tabIndex={0} role="region" aria-label="Data model diagram">
              <DataModel className={about.diagram} />
            </div>
            <p className={about.scrollHint}>Scroll sideways to see the whole diagram.</p>
          </div>
        </section>
        <section id="admin" className={about.block} aria-labelledby="about-admin">
          <h2 id="about-admin" className={about.heading}>
            The admin side
          </h2>
          <p className={about.text}>
            The cellar&apos;s staff run the shop from its back office at <a href="/admin/">/admin</a>, on the same API: they add and edit wines and
            their pictures, restock them with a reason beside every sale, move orders from paid to in transit to delivered (or reject them, which puts
            the bottles back), manage categories, customers and staff, and read the day&apos;s figures. Every change they make is in an audit log.
          </p>
        </section>
        <section className={about.block} aria-labelledby="about-team">
          <h2 id="about-team" className={about.heading}>
            Team
          </h2>
          <ul className={about.team}>
            {TEAM.map((member) => (
              <li key={member.role} className={styles.panel}>
                <h3 className={styles.panelTitle}>{member.role}</h3>
                <p className={about.text}>{member.text}</p>
              </li>
            ))}
          </ul>
        </section>
        {demoMode && (
          <section className={about.block} aria-labelledby="about-demo">
            <h2 id="about-demo" className={about.heading}>
              Demo credentials
            </h2>
            <p className={about.text}>Everything here is demo data; the reset button on the home page brings it back to its first state.</p>
            <dl className={about.credentials}>
              <dt>Customer</dt>
              <dd>
                {DEMO_LOGIN.email} / {DEMO_LOGIN.password}
              </dd>
              <dt>Admin</dt>
              <dd>
                {DEMO_ADMIN_LOGIN.email} / {DEMO_ADMIN_LOGIN.password}
              </dd>
            </dl>
          </section>
        )}
        <section className={about.block} aria-labelledby="about-links">
          <h2 id="about-links" className={about.heading}>
            Links
          </h2>
          <p className={about.text}>
            The API contract is served with the shop; try <a href="/api/health">the health check</a> or <a href="/api/products/featured">the featured wines</a>.
          </p>
          <div>
            <ButtonLink href="/our-wines">OUR WINES</ButtonLink>
          </div>
        </section>
      </article>
    </>
  );
}
