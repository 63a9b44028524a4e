import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { anonymisedAtField } from '../fields/anonymised'
import { dealerCreator, dealerDepartments, groupAdminOnly, nobody, ownDepartmentField } from '../access'

/**
 * The tire hotel (spec 03 §3 "Tire hotel"): storage agreements, the one-time codes sent
 * to their phones, every login attempt and the customers' reviews. Only the tire-hotel service
 * (src/services/tire-hotel) reads and writes them for visitors, through the local API; staff read
 * everything in the admin and maintain the agreements.
 */
const group = 'Tire hotel'

const plate = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]+/g, '').toUpperCase() : value

/** Registration numbers are stored as compared: upper case without spaces, and one agreement each. */
const oneAgreementPerPlate: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const vehicles = (data?.vehicles ?? []) as Array<{ regNo?: string }>
  for (const vehicle of vehicles) vehicle.regNo = plate(vehicle.regNo) as string
  const plates = vehicles.map((vehicle) => vehicle.regNo).filter(Boolean) as string[]
  if (new Set(plates).size !== plates.length) throw new Error('A registration number appears twice')
  if (plates.length === 0) return data
  const others = await req.payload.find({
    collection: 'tire-hotel-agreements',
    where: {
      'vehicles.regNo': { in: plates },
      ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}),
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (others.docs.length > 0) throw new Error('A registration number already has a tire hotel agreement')
  return data
}

export const TireHotelAgreements: CollectionConfig = {
  slug: 'tire-hotel-agreements',
  admin: {
    group,
    useAsTitle: 'agreementNumber',
    defaultColumns: ['agreementNumber', 'customerName', 'phone', 'station'],
  },
  access: {
    read: dealerDepartments('station', 'dealerStaff'),
    create: dealerCreator,
    update: dealerDepartments('station', 'dealerStaff'),
    delete: groupAdminOnly,
  },
  hooks: { beforeValidate: [oneAgreementPerPlate] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'agreementNumber', type: 'text', required: true, unique: true },
        {
          name: 'station',
          type: 'text',
          required: true,
          index: true,
          ...ownDepartmentField,
          admin: { description: 'The Workshop department (erp_id) that stores the tires' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        {
          name: 'phone',
          type: 'text',
          required: true,
          admin: { description: 'Mobile number the one-time code is sent to, e.g. +46701234567' },
        },
        { name: 'email', type: 'email' },
      ],
    },
    // On the customer's request the person goes and the agreement and its wheels stay ("Retention").
    anonymisedAtField(),
    {
      // The opening day of the station's wheel-change season its customer was last told of,
      // claimed before the message goes, so it goes once ("Bookings: reminders").
      name: 'seasonRemindedFor',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.seasonRemindedFor) },
    },
    {
      name: 'vehicles',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'regNo', type: 'text', required: true, index: true },
            { name: 'name', type: 'text' },
            { name: 'brand', type: 'text', required: true },
            { name: 'model', type: 'text', required: true },
            { name: 'brandCode', type: 'text' },
            { name: 'productId', type: 'text' },
            { name: 'packageLevel', type: 'text', admin: { description: 'The storage package' } },
          ],
        },
        {
          name: 'tires',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'equipmentPosition', type: 'text', required: true },
                { name: 'name', type: 'text' },
                { name: 'rimDiameter', type: 'number', min: 0 },
                { name: 'sectionWidth', type: 'number', min: 0 },
                { name: 'aspectRatio', type: 'number', min: 0 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'threadPattern', type: 'text' },
                { name: 'threadDepth', type: 'number', min: 0, admin: { description: 'mm' } },
                {
                  name: 'threadStatusId',
                  type: 'number',
                  admin: { description: '1 = worn, a tire change is recommended' },
                },
                { name: 'threadStatusMessage', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}

/** One-time codes: only a keyed hash of the code and of its authorization token is kept. */
export const TireHotelCodes: CollectionConfig = {
  slug: 'tire-hotel-codes',
  admin: {
    group,
    useAsTitle: 'regNo',
    defaultColumns: ['regNo', 'status', 'expiresAt', 'createdAt'],
    description: 'Codes sent by text message; the code itself is never stored.',
  },
  access: { read: groupAdminOnly, create: nobody, update: nobody, delete: groupAdminOnly },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'codeHash', type: 'text', required: true, admin: { readOnly: true, hidden: true } },
    {
      name: 'agreement',
      type: 'relationship',
      relationTo: 'tire-hotel-agreements',
      required: true,
      index: true,
    },
    { name: 'regNo', type: 'text', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sent',
      options: ['sent', 'used'],
      admin: { readOnly: true },
    },
  ],
}

export const tireHotelAttemptOutcomes = [
  'found',
  'not-found',
  'code-sent',
  'too-many-codes',
  'verified',
  'wrong-code',
  'expired',
  'used',
  'unknown-token',
  'too-many-tries',
  'locked',
] as const

/** Every search, code request and code check, without the code. */
export const TireHotelAttempts: CollectionConfig = {
  slug: 'tire-hotel-attempts',
  admin: {
    group,
    useAsTitle: 'regNo',
    defaultColumns: ['kind', 'regNo', 'outcome', 'client', 'createdAt'],
  },
  access: { read: groupAdminOnly, create: nobody, update: nobody, delete: groupAdminOnly },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['search', 'login', 'validate'], index: true },
    { name: 'regNo', type: 'text', index: true },
    { name: 'outcome', type: 'select', required: true, options: [...tireHotelAttemptOutcomes] },
    { name: 'client', type: 'text', admin: { description: 'The client’s counting key (IPv4, IPv6 /64)' } },
  ],
}

export const TireHotelReviews: CollectionConfig = {
  slug: 'tire-hotel-reviews',
  admin: { group, useAsTitle: 'regNo', defaultColumns: ['regNo', 'rating', 'comment', 'date'] },
  access: {
    read: dealerDepartments('agreement.station', 'dealerStaff'),
    create: nobody,
    update: nobody,
    delete: groupAdminOnly,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
        { name: 'date', type: 'date', required: true },
        { name: 'regNo', type: 'text' },
      ],
    },
    { name: 'comment', type: 'textarea' },
    { name: 'agreement', type: 'relationship', relationTo: 'tire-hotel-agreements', index: true },
  ],
}
