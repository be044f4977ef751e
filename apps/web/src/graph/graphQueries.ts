import { graphsApi, type ParsedFilterSpec as FilterSpec } from '@quarry/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

/** Every cached graph of one investigation (a merge, a removal, brought back values or saved settings change them). */
export const graphsKey = (id: number) => ['workspace', id, 'graph'] as const;

/** The author graph of the current filter (and the author the similarity is to). */
export const authorGraphQuery = (
  id: number,
  apiType: 'topic' | 'person',
  spec: FilterSpec,
  similarityPersonId: number | null,
) =>
  queryOptions({
    queryKey: [...graphsKey(id), 'author', spec, similarityPersonId],
    queryFn: ({ signal }) =>
      callApi(graphsApi.authorGraph, { params: { type: apiType, id }, body: { spec, similarityPersonId }, signal }),
    placeholderData: keepPreviousData,
  });

/** The entity graph of the current filter. */
export const entityGraphQuery = (id: number, apiType: 'topic' | 'person', spec: FilterSpec) =>
  queryOptions({
    queryKey: [...graphsKey(id), 'entity', spec],
    queryFn: ({ signal }) => callApi(graphsApi.entityGraph, { params: { type: apiType, id }, body: { spec }, signal }),
    placeholderData: keepPreviousData,
  });
