-- The workspace index reads an investigation's documents in batches by id (keyset pagination): one range scan each.
CREATE INDEX documents_investigation_id_idx ON documents (investigation_id, id);
