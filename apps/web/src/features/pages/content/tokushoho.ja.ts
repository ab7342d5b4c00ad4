import { cancellationTable } from './cancellation.ts';
import { MODIFICATION_CANCEL_PERCENT } from './custom-plans.ts';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const hours = `受付時間：平日${SERVICE.officeHours.open}〜${SERVICE.officeHours.close}（土日祝日・年末年始を除く）`;

const doc: PageDoc = {
  lead: '特定商取引に関する法律第11条に基づき、以下のとおり表示します。',
  updated: '2026-11-27',
  sections: [
    {
      id: 'seller',
      heading: '事業者について',
      blocks: [
        { kind: 'sellerDemo' },
        {
          kind: 'dl',
          items: [
            { term: '販売業者', details: [[{ seller: 'name' }, '（サービス名：Logoya）']] },
            { term: '運営統括責任者', details: [[{ seller: 'representative' }]] },
            { term: '所在地', details: [[{ seller: 'address' }]] },
            {
              term: '電話番号',
              details: [
                [{ seller: 'phone' }],
                hours,
                [
                  'お問い合わせは',
                  { link: '/contact', text: 'お問い合わせフォーム' },
                  'またはメールでも承ります。',
                ],
              ],
            },
            { term: 'メールアドレス', details: [[{ seller: 'email' }]] },
          ],
        },
      ],
    },
    {
      id: 'terms',
      heading: '販売条件',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: '販売価格',
              details: [
                '各商品ページに表示しています（税込）。',
                ['既製ロゴ：', { price: 'logo' }, '（税込）'],
                [
                  'オプション：ロゴマニュアル ',
                  { price: 'manual' },
                  '、モーションロゴ ',
                  { price: 'motion' },
                  '（いずれも税込）',
                ],
              ],
            },
            {
              term: '商品代金以外の必要料金',
              details: [
                'データでの納品のため、送料はかかりません。',
                '銀行振込（ベトナム語サイトのQRコード決済）の振込手数料、インターネット接続料金・通信料金はお客さまのご負担となります。',
              ],
            },
            {
              term: '支払方法',
              details: [
                'クレジットカード',
                'ベトナム語サイトでは、QRコードによる銀行振込もご利用いただけます。',
              ],
            },
            {
              term: '支払時期',
              details: [
                'クレジットカード：ご注文時にお支払いが確定します。',
                'QRコードによる銀行振込：ご注文時にお振込みください。入金の確認後に作業を開始します。',
              ],
            },
            {
              term: '引渡時期',
              details: [
                `お支払いの確認後、通常${SERVICE.confirmationImageDays}営業日以内にお名前入りの確認用画像をお送りします。`,
                `デザイン確定後、通常${SERVICE.deliveryDaysAfterFinal}営業日以内にデータを納品します（マイページの注文履歴からダウンロード）。修正のやり取りにより日数は前後します。`,
              ],
            },
            {
              term: '動作環境・提供形態',
              details: [
                `ロゴデータ（${SERVICE.fileFormats.join('・')}形式）をダウンロードで提供します。`,
                '.ai形式の編集にはAdobe Illustratorなどの対応ソフトが、.pdf・.svg形式の表示には対応するビューアーまたはブラウザが必要です。.png・.jpg形式は一般的な画像ソフトで開けます。',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      heading: '返品・キャンセル',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: '既製ロゴ',
              details: [
                'データ商品の性質上、納品後の返品はお受けできません。',
                '初回の確認用画像の送付前であればキャンセルを承り、代金を全額返金します。初回の確認用画像の送付後は、キャンセル・返金はできません。',
              ],
            },
            {
              term: '不具合がある場合',
              details: [
                `納品後${SERVICE.dataWarrantyMonths}か月以内のデータ不良・紛失は無償で再送し、${SERVICE.repairMonths}か月以内に見つかった納品データの不具合は無償で修正します。`,
              ],
            },
            {
              term: 'オーダーメイドデザイン',
              details: [
                '進捗に応じて、下表のキャンセル料をいただきます。',
                `修正プランを制作開始後にキャンセルされる場合は、プラン料金の${MODIFICATION_CANCEL_PERCENT}%をいただきます。`,
                'オプションのみのご注文、およびご注文後のオプションのキャンセルはお受けできません。',
              ],
            },
          ],
        },
        cancellationTable('ja'),
        {
          kind: 'p',
          text: ['詳しくは', { link: '/terms-use', text: '利用規約' }, 'をご覧ください。'],
        },
      ],
    },
  ],
};

export default doc;
