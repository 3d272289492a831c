import { useWords } from '@cellar/i18n/react';
import { useId } from 'react';
import { Button, ButtonLink } from '../Button/Button';
import * as modal from '../Modal/Modal.css';
import { backdrop } from '../shared/overlay.css';
import { STATIC_AGE_GATE_YES } from './pageMark';
import * as styles from './StaticAgeGate.css';

export interface StaticAgeGateProps {
  /** 'Yes': the visitor is over 18. */
  onConfirm: () => void;
  /** Where 'No' leaves for: a plain link, which works before any script has run. */
  exitHref: string;
  productName?: string;
}

/**
 * The age gate as the server draws it, looking as AgeGateModal does, for the moment before the
 * shop's code has run: it shows only while the document is marked `data-age-gate="ask"` (set by the
 * page's first script), 'No' is a link, and 'Yes' hides it at once, the app recording the answer
 * when it runs. Once it runs, the app shows AgeGateModal instead.
 */
export function StaticAgeGate({ onConfirm, exitHref, productName }: StaticAgeGateProps) {
  const words = useWords();
  const titleId = useId();
  const textId = useId();
  return (
    <div className={styles.frame}>
      <div className={backdrop} />
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className={`${modal.content} ${modal.width.sm}`}>
        <p className={modal.eyebrow}>{productName ?? words('brand.name')}</p>
        <h2 id={titleId} className={modal.title}>
          {words('ageGate.title')}
        </h2>
        <p id={textId} className={modal.description}>
          {words('ageGate.text')}
        </p>
        <div className={modal.actions}>
          <Button onClick={onConfirm} {...{ [STATIC_AGE_GATE_YES]: '' }}>
            {words('ageGate.yes')}
          </Button>
          <ButtonLink variant="secondary" href={exitHref}>
            {words('ageGate.no')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
