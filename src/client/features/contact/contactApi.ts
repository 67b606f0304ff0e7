import type { MessageResponse } from '../../../shared/schemas';
import type { ContactForm } from '../../../shared/validation';
import { api } from '../../app/api';

// The enquiry form's one call (docs/api.md#write-endpoints).
const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<MessageResponse, ContactForm & { website?: string }>({
      query: (body) => ({ url: 'fetch/contact-details/add', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitEnquiryMutation } = contactApi;
