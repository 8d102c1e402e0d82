// Support forms (RMA, registration, wholesale) (ja).
import type { SupportFormsContent } from "../../support-forms.schema";

const supportForms: SupportFormsContent = {
  errors: {
    required: "この項目は必須です。",
    email: "有効なメールアドレスを入力してください。",
    tooShort: "もう少し詳しくご記入ください（20文字以上）。",
    tooLong: "入力内容が長すぎます。短くしてください。",
    choice: "リストから選択してください。",
    serial: "製品に記載のシリアル番号（英数字10〜24文字）を入力してください。",
    date: "有効な日付を入力してください（2019年以降）。",
    dateFuture: "購入日に未来の日付は指定できません。",
    orderNumber: "有効な注文番号を入力してください（例：JP-100234）。",
    phone: "有効な電話番号を入力してください。",
    url: "https:// から始まるURLを入力してください。",
  },
  errorSummary: "以下の項目をご確認ください。",
  optional: "任意",
  submitting: "送信中…",
  choose: "選択してください",
  privacyNote: "ご入力いただいた情報は、プライバシーポリシーに従い、お問い合わせへの対応にのみ使用します。",
  products: [
    { value: "flagshipBumblebee", label: "フラッグシップ バンブルビー" },
    { value: "flagshipOptimusPrime", label: "フラッグシップ オプティマスプライム" },
    { value: "flagshipMegatron", label: "フラッグシップ メガトロン" },
    { value: "grimlockG1Flagship", label: "グリムロック G1 フラッグシップ" },
    { value: "eliteOptimusPrime", label: "エリート オプティマスプライム" },
    { value: "k1ProInterstellarScout", label: "K1 Pro インターステラー スカウト" },
    { value: "aiBase", label: "AI ベース" },
  ],
  rma: {
    title: "返品・修理のお申し込み（RMA）",
    intro: [
      "返品・交換・保証修理をお申し込みいただけます。送信後すぐに受付番号が表示されますので、お問い合わせの際にお知らせください。",
      "1営業日以内に、点検方法または無料の集荷手配についてご連絡します。未使用品の返品は商品到着後8日以内に承ります。",
    ],
    signedIn: "ログイン中のため、アカウントのメールアドレスを入力しました。",
    submit: "申し込む",
    successTitle: "お申し込みを受け付けました",
    successText: "ありがとうございます。お申し込み内容を保存しました。1営業日以内にメールで今後の流れをご案内します。",
    referenceLabel: "RMA受付番号：",
    again: "別のお申し込みをする",
    fields: {
      name: { label: "お名前" },
      email: { label: "メールアドレス" },
      orderNumber: { label: "注文番号", hint: "ご注文確認メールに記載されています（例：JP-100234）。" },
      product: { label: "製品" },
      serialNumber: { label: "シリアル番号", hint: "バッテリーカバー内側のシールと製品の箱に記載されています。" },
      reason: { label: "理由" },
      description: { label: "症状の詳細", hint: "いつから、どのような症状か、お試しいただいた対処をご記入ください。" },
    },
    reasons: [
      { value: "defective", label: "動作しない・初期不良" },
      { value: "damaged", label: "配送時の破損" },
      { value: "missingParts", label: "部品・付属品の不足" },
      { value: "wrongItem", label: "注文と異なる商品が届いた" },
      { value: "return", label: "返品・返金（未使用品、到着後8日以内）" },
    ],
  },
  registration: {
    title: "製品登録",
    intro: [
      "商品到着後60日以内に製品登録をしていただくと、メーカー保証が1年から2年に延長され、ファームウェア更新のお知らせをいち早くお届けします。",
    ],
    submit: "製品を登録する",
    successTitle: "製品登録が完了しました",
    successText: "ありがとうございます。2年保証が有効になりました。購入証明書とあわせて登録番号を保管してください。",
    referenceLabel: "登録番号：",
    again: "別の製品を登録する",
    fields: {
      name: { label: "お名前" },
      email: { label: "メールアドレス" },
      product: { label: "製品" },
      serialNumber: { label: "シリアル番号", hint: "バッテリーカバー内側のシールと製品の箱に記載されています。" },
      purchaseDate: { label: "購入日" },
      store: { label: "購入店舗", hint: "例：Mechaforge 公式ストア、または販売店名" },
    },
  },
};

export default supportForms;
