import {
  useDeleteBoardMemberMutation,
  useGetBoardMembersQuery,
  useSaveBoardMemberMutation,
} from '../app/api';
import type { AdminBoardMember } from '../app/types';
import {
  ContentTable,
  EditForm,
  imageColumn,
  RowImagePicker,
  SaveNotices,
} from '../components/ContentScreen';
import { SelectField, TextField } from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { byCategoryThenOrder, useCategoryOptions } from '../lib/categories';
import { apiProblem } from '../lib/errors';
import { contentFormData, contentMessages, useContentEditor } from '../lib/useContentEditor';
import ui from '../components/ui.module.css';

const blank = () => ({
  category_id: '',
  profile_name: '',
  profile_type: '',
  sort_order: '0',
  profile_image: null as File | null,
});

const valuesOf = (member: AdminBoardMember) => ({
  category_id: String(member.category_id),
  profile_name: member.profile_name,
  profile_type: member.profile_type,
  sort_order: String(member.sort_order),
  profile_image: null,
});

export default function BoardMembers() {
  const members = useGetBoardMembersQuery();
  const committees = useCategoryOptions('about_us');
  const editor = useContentEditor({
    blank,
    valuesOf,
    scrollToForm: true,
    useSave: useSaveBoardMemberMutation,
    useDelete: useDeleteBoardMemberMutation,
    image: { name: 'profile_image', missing: 'Please choose a photo.' },
    bodyOf: (form, translations) =>
      contentFormData(
        {
          category_id: form.category_id,
          profile_name: form.profile_name.trim(),
          profile_type: form.profile_type.trim(),
          sort_order: form.sort_order || '0',
        },
        translations,
        { profile_image: form.profile_image },
      ),
    messages: contentMessages('board member'),
  });
  const { editing, field } = editor;

  return (
    <>
      <PageHeader
        title="Board members"
        intro="People on the Committee page, with their photos, by committee."
      />
      <SaveNotices loadProblem={apiProblem(members.error) ?? committees.problem} feedback={editor.feedback} />
      <EditForm
        key={editor.formKey}
        editor={editor}
        fields={TRANSLATABLE_FIELDS.boardMember}
        label="Board member"
        heading={editing ? `Edit ${editing.profile_name}` : 'Add a board member'}
        addLabel="Add board member"
        busyLabel="Saving…"
      >
        <div className={ui.row}>
          <SelectField
            label="Committee"
            placeholder="Choose a committee"
            options={committees.options}
            {...field('category_id')}
          />
          <TextField label="Sort order" type="number" {...field('sort_order')} />
        </div>
        <div className={ui.row}>
          <TextField label="Name" {...field('profile_name')} />
          <TextField
            label="Position"
            hint="For example President, Secretary, Member."
            {...field('profile_type')}
          />
        </div>
        <RowImagePicker
          editor={editor}
          name="profile_image"
          label="Photo"
          savedImage={editing?.profile_image}
        />
      </EditForm>
      <ContentTable
        loading={members.isLoading}
        what="board members"
        columns={[
          imageColumn<AdminBoardMember>('Photo', (member) => member.profile_image, 48, 60),
          { header: 'Name', cell: (member) => member.profile_name },
          { header: 'Position', cell: (member) => member.profile_type },
          { header: 'Committee', cell: (member) => member.category_name },
          { header: 'Sort', cell: (member) => member.sort_order, numeric: true },
        ]}
        rows={[...(members.data?.result ?? [])].sort(byCategoryThenOrder)}
        empty="No board members yet."
        onEdit={editor.edit}
        deleteWhat={(member) => member.profile_name}
        onDelete={(member) => editor.remove(member.id)}
      />
    </>
  );
}
