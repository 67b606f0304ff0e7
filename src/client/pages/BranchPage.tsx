import { useT, useTranslated } from '../i18n';
import Banner from '../components/blocks/Banner';
import BranchSections from '../components/branch/BranchSections';
import ContactRow from '../components/branch/ContactRow';
import IntroSplit from '../components/branch/IntroSplit';
import { BRANCH_BANNER_IMAGE, branchImage, findBranch, type Branch } from '../content/branches';
import usePageMeta from '../hooks/usePageMeta';
import NotFoundPage from './NotFoundPage';

function BranchView({ branch: english }: { branch: Branch }) {
  const t = useT();
  const branch = useTranslated(english);
  usePageMeta(branch.name, branch.metaDescription);
  return (
    <>
      <Banner
        eyebrow={t('Branches of the Sabha')}
        title={branch.name}
        subtitle={branch.subtitle}
        image={BRANCH_BANNER_IMAGE}
      />
      <IntroSplit
        id="introduction"
        eyebrow={branch.name}
        heading={branch.intro.heading}
        paragraphs={branch.intro.paragraphs}
        image={{ src: branchImage(english.key), alt: branch.name, width: 800, height: 600 }}
        facts={branch.facts}
      />
      <BranchSections sections={branch.sections} />
      <ContactRow
        title={branch.contact.title}
        entries={branch.contact.entries}
        invitation={{
          heading: t('Join hands with us'),
          text: t(
            'Members, volunteers and donors keep the work of the {name} going. Become a member of the Sabha, or support its work with a donation.',
            { name: branch.name },
          ),
          links: [
            { to: '/join-us', label: t('Become a Member') },
            { to: '/donation', label: t('Donate') },
          ],
        }}
      />
    </>
  );
}

/** One of the nine branch pages; `branch` is the last segment of its path (see app/router.tsx). */
export default function BranchPage({ branch }: { branch: string }) {
  const data = findBranch(branch);
  // The router only passes known keys; a stale link still gets the friendly not-found page, never a crash.
  if (!data) return <NotFoundPage />;
  return <BranchView branch={data} />;
}
