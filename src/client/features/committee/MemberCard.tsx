import { imageUrl, untranslatedLang } from '../../app/api';
import { useT } from '../../i18n';
import type { BoardMember } from '../../../shared/schemas';
import styles from './MemberGrid.module.css';

export default function MemberCard({ member, eager = false }: { member: BoardMember; eager?: boolean }) {
  const t = useT();
  const image = imageUrl(member.profile_image);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.photo}>
        {image ? (
          <img
            src={image}
            alt={t('Portrait of {name}', { name: member.profile_name })}
            width={400}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} {...untranslatedLang(member, 'profile_name')}>
          {member.profile_name}
        </h3>
        <p className={styles.type} {...untranslatedLang(member, 'profile_type')}>
          {member.profile_type}
        </p>
      </div>
    </article>
  );
}
