import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { untranslatedLang, useEnglishCategoriesQuery, useGetCategoriesQuery } from '../app/api';
import { useGetBoardMembersQuery } from '../features/committee/committeeApi';
import { useT, useTranslated } from '../i18n';
import usePageMeta from '../hooks/usePageMeta';
import { ListingPage } from '../components/blocks/PageSection';
import { COMMITTEE_PAGE } from '../content/pageBanners';
import LoadingState from '../components/LoadingState';
import EmptyState from '../components/EmptyState';
import CategoryTabs, { tabId } from '../features/committee/CategoryTabs';
import MemberCard from '../features/committee/MemberCard';
import styles from '../features/committee/MemberGrid.module.css';

const PANEL_ID = 'committee-members';
const CATEGORIES = { parent_name: 'about_us', order: 'asc' } as const;

/** `/central-committee?category=<name>` opens that tab (the Board of Directors page links to its own). */
export const CATEGORY_PARAM = 'category';

export default function CentralCommitteePage() {
  const t = useT();
  const page = useTranslated(COMMITTEE_PAGE);
  usePageMeta(page.title, page.metaDescription);
  const categoriesQuery = useGetCategoriesQuery(CATEGORIES);
  // On a page in another language the tabs show the translated names, while the page selects, links
  // (?category=) and asks for members by the English name, paired by the category's id.
  const englishQuery = useEnglishCategoriesQuery(CATEGORIES);
  const shown = categoriesQuery.currentData?.result;
  const english = englishQuery.currentData?.result;
  const categories = useMemo(
    () =>
      (shown ?? []).map((category) => ({
        ...category,
        category_name:
          english?.find((candidate) => candidate.id === category.id)?.category_name ?? category.category_name,
        label: category.category_name,
        labelLang: untranslatedLang(category, 'category_name').lang,
      })),
    [shown, english],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(CATEGORY_PARAM);
  const linked = categories.find((category) => category.category_name === asked)?.category_name;
  // docs/product.md#states: the selected category starts as the first one returned, unless a link named one.
  const selected = chosen ?? linked ?? categories[0]?.category_name ?? '';
  const selectedIndex = Math.max(
    0,
    categories.findIndex((category) => category.category_name === selected),
  );

  const membersQuery = useGetBoardMembersQuery(selected, { skip: !selected });
  const members = membersQuery.currentData?.result ?? [];

  let body;
  if (categoriesQuery.isFetching || englishQuery.isFetching) {
    body = <LoadingState label={t('Loading the committee…')} />;
  } else if (categories.length === 0) {
    body = <EmptyState message={t('No Data Available')} />;
  } else {
    body = (
      <>
        <CategoryTabs categories={categories} selected={selected} onSelect={setChosen} panelId={PANEL_ID} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
          {membersQuery.isFetching ? (
            <LoadingState label={t('Loading members…')} />
          ) : members.length === 0 ? (
            <EmptyState message={t('No Data Available')} />
          ) : (
            <ul className={styles.grid}>
              {members.map((member, index) => (
                <li key={member.id}>
                  <MemberCard member={member} eager={index < 5} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <ListingPage page={page} introClassName={styles.intro}>
      {body}
    </ListingPage>
  );
}
