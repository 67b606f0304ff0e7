import { useT } from '../../i18n';
import RecordText from '../../i18n/RecordText';
import PictureCard from '../../components/PictureCard';
import type { BoardMember } from '../../../shared/schemas';
import styles from './MemberGrid.module.css';

export default function MemberCard({ member, eager = false }: { member: BoardMember; eager?: boolean }) {
  const t = useT();
  return (
    <PictureCard
      classes={{ card: styles.card, picture: styles.photo, body: styles.body }}
      imagePath={member.profile_image}
      picture={{
        alt: t('Portrait of {name}', { name: member.profile_name }),
        width: 400,
        height: 500,
        loading: eager ? 'eager' : 'lazy',
        decoding: 'async',
      }}
    >
      <RecordText as="h3" className={styles.name} record={member} field="profile_name" />
      <RecordText as="p" className={styles.type} record={member} field="profile_type" />
    </PictureCard>
  );
}
