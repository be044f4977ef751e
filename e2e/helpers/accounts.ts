import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER } from '@quarry/contract';

export interface Account {
  email: string;
  password: string;
  nickname: string;
}

let counter = 0;

/** A new account's details, unique across spec files and runs. */
export function newAccount(nickname = 'Ada'): Account {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${randomUUID().slice(0, 4)}`;
  return { email: `user-${tag}@example.com`, password: `Secret-${tag}`, nickname: `${nickname}${counter}` };
}

/** Creates an account through the API (direct sign-up must be on), the way the sign-up screen does. */
export async function createAccount(baseUrl: string, account: Account = newAccount()): Promise<Account> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_ID_HEADER]: randomUUID() },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Creating ${account.email} failed: ${response.status} ${await response.text()}`);
  return account;
}
