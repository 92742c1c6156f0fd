// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the AddClusterUserRequest form schema (../form-schemas/add-cluster-user-request.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-5248f2b9"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","allOf":[{"type":"object","properties":{"action":{"type":"string","minLength":1,"maxLength":64},"zone":{"type":"string","pattern":"^[a-z][a-z0-9-]{1,31}$","examples":["pek3"]},"owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"]},"iamuser_name":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["alice"]}}},{"type":"object","required":["cluster_id"],"properties":{"cluster_id":{"type":"string","pattern":"^e?hpc-[a-z0-9]{4,16}$","examples":["hpc-a1b2c3d4"]}}},{"title":"Cluster user","allOf":[{"type":"object","required":["account","password"],"properties":{"account":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Account"},"password":{"type":"string","minLength":12,"maxLength":30,"allOf":[{"pattern":"^[A-Za-z0-9!@#%$^&*]*$","x-rule":"password.charset"},{"pattern":"[a-z]","x-rule":"password.lowercase"},{"pattern":"[A-Z]","x-rule":"password.uppercase"},{"pattern":"[0-9]","x-rule":"password.digit"},{"pattern":"[!@#%$^&*]","x-rule":"password.symbol"}],"title":"Password"}}},{"title":"Quota","type":"object","required":["allocated_core_hours","storage_quota_gb"],"properties":{"allocated_core_hours":{"type":"integer","minimum":5,"maximum":100000,"title":"Allocated core-hours"},"storage_quota_gb":{"type":"integer","minimum":1,"maximum":102400,"title":"Storage quota (GB)","x-help":"1 to 102,400 GB in the account's own folder."},"queues":{"type":"array","items":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii"},"maxItems":50,"uniqueItems":true,"title":"Queues","x-help":"The cluster's default queue when none is chosen."},"folders":{"type":"array","items":{"type":"string","maxLength":255,"pattern":"^/[\\p{L}\\p{N}_./-]*$","examples":["/share/data/wrf"],"allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}]},"maxItems":20,"uniqueItems":true,"title":"Accessible folders"}}}]}],"unevaluatedProperties":false,"$id":"-5248f2b9"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[a-z][a-z0-9-]{1,31}$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern8 = new RegExp("^e?hpc-[a-z0-9]{4,16}$", "u");
const pattern9 = new RegExp("^[A-Za-z0-9_]+$", "u");
const pattern10 = new RegExp("^[A-Za-z0-9!@#%$^&*]*$", "u");
const pattern11 = new RegExp("[a-z]", "u");
const pattern12 = new RegExp("[A-Z]", "u");
const pattern13 = new RegExp("[0-9]", "u");
const pattern14 = new RegExp("[!@#%$^&*]", "u");
const pattern16 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern17 = new RegExp("^/[\\p{L}\\p{N}_./-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-5248f2b9" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err0 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/action",schemaPath:"#/allOf/0/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zone !== undefined){
let data1 = data.zone;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]{1,31}$"},message:"must match pattern \""+"^[a-z][a-z0-9-]{1,31}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/zone",schemaPath:"#/allOf/0/properties/zone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.owner !== undefined){
let data2 = data.owner;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err5 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/owner",schemaPath:"#/allOf/0/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.user_id !== undefined){
let data3 = data.user_id;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err7 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/user_id",schemaPath:"#/allOf/0/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.iamuser_name !== undefined){
let data4 = data.iamuser_name;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err9 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/iamuser_name",schemaPath:"#/allOf/0/properties/iamuser_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_id === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.cluster_id !== undefined){
let data5 = data.cluster_id;
if(typeof data5 === "string"){
if(!pattern8.test(data5)){
const err13 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^e?hpc-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^e?hpc-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/allOf/1/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.account === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/2/allOf/0/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.password === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/2/allOf/0/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.account !== undefined){
let data6 = data.account;
if(typeof data6 === "string"){
if(func1(data6) > 12){
const err18 = {instancePath:instancePath+"/account",schemaPath:"#/allOf/2/allOf/0/properties/account/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data6) < 3){
const err19 = {instancePath:instancePath+"/account",schemaPath:"#/allOf/2/allOf/0/properties/account/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern9.test(data6)){
const err20 = {instancePath:instancePath+"/account",schemaPath:"#/allOf/2/allOf/0/properties/account/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/account",schemaPath:"#/allOf/2/allOf/0/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.password !== undefined){
let data7 = data.password;
if(typeof data7 === "string"){
if(!pattern10.test(data7)){
const err22 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9!@#%$^&*]*$"},message:"must match pattern \""+"^[A-Za-z0-9!@#%$^&*]*$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern11.test(data7)){
const err23 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/allOf/1/pattern",keyword:"pattern",params:{pattern: "[a-z]"},message:"must match pattern \""+"[a-z]"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern12.test(data7)){
const err24 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/allOf/2/pattern",keyword:"pattern",params:{pattern: "[A-Z]"},message:"must match pattern \""+"[A-Z]"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern13.test(data7)){
const err25 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/allOf/3/pattern",keyword:"pattern",params:{pattern: "[0-9]"},message:"must match pattern \""+"[0-9]"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(typeof data7 === "string"){
if(!pattern14.test(data7)){
const err26 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/allOf/4/pattern",keyword:"pattern",params:{pattern: "[!@#%$^&*]"},message:"must match pattern \""+"[!@#%$^&*]"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(typeof data7 === "string"){
if(func1(data7) > 30){
const err27 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data7) < 12){
const err28 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/password",schemaPath:"#/allOf/2/allOf/0/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/allOf/2/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.allocated_core_hours === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/2/allOf/1/required",keyword:"required",params:{missingProperty: "allocated_core_hours"},message:"must have required property '"+"allocated_core_hours"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.storage_quota_gb === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/2/allOf/1/required",keyword:"required",params:{missingProperty: "storage_quota_gb"},message:"must have required property '"+"storage_quota_gb"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.allocated_core_hours !== undefined){
let data8 = data.allocated_core_hours;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err33 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/allOf/2/allOf/1/properties/allocated_core_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 100000 || isNaN(data8)){
const err34 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/allOf/2/allOf/1/properties/allocated_core_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8 < 5 || isNaN(data8)){
const err35 = {instancePath:instancePath+"/allocated_core_hours",schemaPath:"#/allOf/2/allOf/1/properties/allocated_core_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.storage_quota_gb !== undefined){
let data9 = data.storage_quota_gb;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err36 = {instancePath:instancePath+"/storage_quota_gb",schemaPath:"#/allOf/2/allOf/1/properties/storage_quota_gb/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 102400 || isNaN(data9)){
const err37 = {instancePath:instancePath+"/storage_quota_gb",schemaPath:"#/allOf/2/allOf/1/properties/storage_quota_gb/maximum",keyword:"maximum",params:{comparison: "<=", limit: 102400},message:"must be <= 102400"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err38 = {instancePath:instancePath+"/storage_quota_gb",schemaPath:"#/allOf/2/allOf/1/properties/storage_quota_gb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.queues !== undefined){
let data10 = data.queues;
if(Array.isArray(data10)){
if(data10.length > 50){
const err39 = {instancePath:instancePath+"/queues",schemaPath:"#/allOf/2/allOf/1/properties/queues/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 === "string"){
if(func1(data11) > 12){
const err40 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/allOf/2/allOf/1/properties/queues/items/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data11) < 3){
const err41 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/allOf/2/allOf/1/properties/queues/items/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern9.test(data11)){
const err42 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/allOf/2/allOf/1/properties/queues/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/queues/" + i0,schemaPath:"#/allOf/2/allOf/1/properties/queues/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data10[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err44 = {instancePath:instancePath+"/queues",schemaPath:"#/allOf/2/allOf/1/properties/queues/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err45 = {instancePath:instancePath+"/queues",schemaPath:"#/allOf/2/allOf/1/properties/queues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.folders !== undefined){
let data12 = data.folders;
if(Array.isArray(data12)){
if(data12.length > 20){
const err46 = {instancePath:instancePath+"/folders",schemaPath:"#/allOf/2/allOf/1/properties/folders/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
const _errs44 = errors;
const _errs45 = errors;
if(typeof data13 === "string"){
if(!pattern16.test(data13)){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid13 = _errs45 === errors;
if(valid13){
const err48 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/allOf/2/allOf/1/properties/folders/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
if(typeof data13 === "string"){
if(func1(data13) > 255){
const err49 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/allOf/2/allOf/1/properties/folders/items/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern17.test(data13)){
const err50 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/allOf/2/allOf/1/properties/folders/items/pattern",keyword:"pattern",params:{pattern: "^/[\\p{L}\\p{N}_./-]*$"},message:"must match pattern \""+"^/[\\p{L}\\p{N}_./-]*$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/folders/" + i2,schemaPath:"#/allOf/2/allOf/1/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
let i3 = data12.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data12[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err52 = {instancePath:instancePath+"/folders",schemaPath:"#/allOf/2/allOf/1/properties/folders/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err53 = {instancePath:instancePath+"/folders",schemaPath:"#/allOf/2/allOf/1/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/allOf/2/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if((((((((((((key0 !== "allocated_core_hours") && (key0 !== "storage_quota_gb")) && (key0 !== "queues")) && (key0 !== "folders")) && (key0 !== "account")) && (key0 !== "password")) && (key0 !== "cluster_id")) && (key0 !== "action")) && (key0 !== "zone")) && (key0 !== "owner")) && (key0 !== "user_id")) && (key0 !== "iamuser_name")){
const err55 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export default exports;
