import {
  type CreateLaserQuoteRequestBody,
  type CreateLaserQuoteRequestResponse,
  type LaserQuoteRequestRow,
} from '@shop/contracts';
import { laserQuoteExample } from '../laser/laser.examples.js';

// Examples of the API description: a buyer asks for a detailed offer on the quoted mounting plate.

export const offerRequestExample: CreateLaserQuoteRequestBody = {
  email: 'einkauf@mustermann-metallbau.de',
  materialId: 2,
  thickness: 2,
  quantity: 250,
  message: 'Bitte Angebot inkl. Entgraten und Lieferung nach 70565 Stuttgart, KW 14.',
};

export const offerRequestCreatedExample: CreateLaserQuoteRequestResponse = {
  id: 17,
  createdAt: '2026-03-12T09:41:07.512Z',
};

export const offerRequestRowExample: LaserQuoteRequestRow = {
  ...offerRequestCreatedExample,
  email: offerRequestExample.email,
  fileName: laserQuoteExample.fileName,
  quantity: offerRequestExample.quantity,
  materialName: 'Stahl S235',
  thickness: 2,
  message: offerRequestExample.message!,
  cutLengthMm: laserQuoteExample.cutLengthMm,
  pierceCount: laserQuoteExample.pierceCount,
  widthMm: laserQuoteExample.boundingBox.widthMm,
  heightMm: laserQuoteExample.boundingBox.heightMm,
};
