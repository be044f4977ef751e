import { PERSON_SUMMARY_TERMS, personsApi } from '@quarry/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api';

interface SummaryInput {
  id: number;
  apiType: 'topic' | 'person';
  personId: number;
  personName: string;
  /** Research interests asked for (doc 2 §7: 15 in the documents pane, otherwise 25). */
  termsCount?: number;
}

/** Every cached author summary of one investigation (a review write or a merge changes them). */
export const personSummariesKey = (id: number) => ['workspace', id, 'person-summary'] as const;

/** An author summary (by default with 25 research interests; null: no data, e.g. merged away). */
export const personSummaryQuery = ({
  id,
  apiType,
  personId,
  personName,
  termsCount = PERSON_SUMMARY_TERMS.elsewhere,
}: SummaryInput) =>
  queryOptions({
    queryKey: [...personSummariesKey(id), personId, termsCount],
    queryFn: ({ signal }) =>
      callApi(personsApi.summary, {
        params: { type: apiType, id, personId },
        query: { personName, termsCount },
        signal,
      }),
  });

/** Every cached person details of one investigation (the image and the name change them). */
export const personDetailsKey = (id: number) => ['workspace', id, 'person-details'] as const;

/** A person's details: what the author summary needs beyond its figures (the image). */
export const personDetailsQuery = ({ id, apiType, personId }: Omit<SummaryInput, 'personName' | 'termsCount'>) =>
  queryOptions({
    queryKey: [...personDetailsKey(id), personId],
    queryFn: ({ signal }) => callApi(personsApi.details, { params: { type: apiType, id, personId }, signal }),
  });

/** Where the person's uploaded image is served; `time` (its image id) makes a new upload a new address. */
export const authorImagePath = (
  { id, apiType, personId }: Omit<SummaryInput, 'personName' | 'termsCount'>,
  authorImageId: number,
): string => `/api/investigations/${apiType}/${id}/person-details/${personId}/image?time=${authorImageId}`;
